CREATE TABLE "knowledge_phrasing_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"text" text NOT NULL,
	"text_key" text NOT NULL,
	"message_id" uuid NOT NULL,
	"press_count" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pressed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_phrasing_proposals" ADD CONSTRAINT "knowledge_phrasing_proposals_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_phrasing_proposals" ADD CONSTRAINT "knowledge_phrasing_proposals_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_phrasing_proposals_wording_idx" ON "knowledge_phrasing_proposals" USING btree ("agent_id","item_id","text_key");--> statement-breakpoint
CREATE INDEX "knowledge_phrasing_proposals_agent_status_idx" ON "knowledge_phrasing_proposals" USING btree ("agent_id","status","pressed_at");--> statement-breakpoint
CREATE INDEX "knowledge_phrasing_proposals_message_idx" ON "knowledge_phrasing_proposals" USING btree ("message_id");