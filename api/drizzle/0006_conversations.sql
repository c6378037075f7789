CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"page_url" text,
	"preview" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"emotion" text,
	"engine" text,
	"rule" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quick_replies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form" jsonb,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text,
	"timing" jsonb,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_feedback_only_on_answers" CHECK ("messages"."feedback" is null or "messages"."role" = 'agent')
);
--> statement-breakpoint
CREATE TABLE "widget_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"visitor_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_visitor_id_widget_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."widget_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_visitors" ADD CONSTRAINT "widget_visitors_visitor_account_id_visitor_accounts_id_fk" FOREIGN KEY ("visitor_account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_agent_visitor_last_message_idx" ON "conversations" USING btree ("agent_id","visitor_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_agent_id_started_at_idx" ON "conversations" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_created_at_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_agent_id_created_at_idx" ON "messages" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "widget_visitors_agent_id_created_at_idx" ON "widget_visitors" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "widget_visitors_visitor_account_id_idx" ON "widget_visitors" USING btree ("visitor_account_id");