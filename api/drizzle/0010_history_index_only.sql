DROP INDEX "conversations_agent_id_started_at_idx";--> statement-breakpoint
DROP INDEX "conversations_agent_id_last_message_at_idx";--> statement-breakpoint
DROP INDEX "conversations_unanswered_idx";--> statement-breakpoint
DROP INDEX "conversations_feedback_down_idx";--> statement-breakpoint
DROP INDEX "conversations_feedback_up_idx";--> statement-breakpoint
DROP INDEX "conversations_form_submitted_idx";--> statement-breakpoint
DROP INDEX "conversations_has_error_idx";--> statement-breakpoint
DROP INDEX "conversations_reviewed_idx";--> statement-breakpoint
DROP INDEX "conversations_signed_in_idx";--> statement-breakpoint
CREATE INDEX "conversations_agent_id_started_at_idx" ON "conversations" USING btree ("agent_id","started_at","preview");--> statement-breakpoint
CREATE INDEX "conversations_agent_id_last_message_at_idx" ON "conversations" USING btree ("agent_id","last_message_at","preview");--> statement-breakpoint
CREATE INDEX "conversations_unanswered_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."unanswered_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_feedback_down_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."feedback_down_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_feedback_up_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."feedback_up_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_form_submitted_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."form_submitted";--> statement-breakpoint
CREATE INDEX "conversations_has_error_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."has_error";--> statement-breakpoint
CREATE INDEX "conversations_reviewed_idx" ON "conversations" USING btree ("agent_id","started_at","preview") WHERE "conversations"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_signed_in_idx" ON "conversations" USING btree ("agent_id","login_type","started_at","preview") WHERE "conversations"."login_type" is not null;