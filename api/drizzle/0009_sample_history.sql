ALTER TABLE "visitor_accounts" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_visitors" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_sample_idx" ON "conversations" USING btree ("agent_id") WHERE "conversations"."sample";