CREATE TABLE "weekly_report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"week" date,
	"report_from" date NOT NULL,
	"report_to" date NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_report_settings" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"weekday" integer DEFAULT 1 NOT NULL,
	"hour" integer DEFAULT 9 NOT NULL,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_report_sends" ADD CONSTRAINT "weekly_report_sends_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_settings" ADD CONSTRAINT "weekly_report_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_report_sends_agent_week_key" ON "weekly_report_sends" USING btree ("agent_id","week");--> statement-breakpoint
CREATE INDEX "weekly_report_sends_pending_idx" ON "weekly_report_sends" USING btree ("next_attempt_at") WHERE "weekly_report_sends"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "weekly_report_sends_agent_created_idx" ON "weekly_report_sends" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "weekly_report_sends_owner_idx" ON "weekly_report_sends" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "weekly_report_settings_enabled_idx" ON "weekly_report_settings" USING btree ("agent_id") WHERE "weekly_report_settings"."enabled";--> statement-breakpoint
CREATE INDEX "weekly_report_settings_owner_idx" ON "weekly_report_settings" USING btree ("owner_id");