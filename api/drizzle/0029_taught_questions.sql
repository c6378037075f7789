CREATE TABLE "taught_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"item_id" uuid NOT NULL,
	"message_id" uuid,
	"how" text NOT NULL,
	"taught_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taught_questions" ADD CONSTRAINT "taught_questions_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taught_questions" ADD CONSTRAINT "taught_questions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taught_questions_key_idx" ON "taught_questions" USING btree ("agent_id","question_key");--> statement-breakpoint
CREATE INDEX "taught_questions_agent_taught_at_idx" ON "taught_questions" USING btree ("agent_id","taught_at");--> statement-breakpoint
CREATE INDEX "taught_questions_item_idx" ON "taught_questions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "taught_questions_message_idx" ON "taught_questions" USING btree ("message_id");