ALTER TABLE "analytics_visitor_days" ADD COLUMN "days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_visitor_days" DROP CONSTRAINT "analytics_visitor_days_agent_id_day_login_type_pk";--> statement-breakpoint
ALTER TABLE "analytics_visitor_days" ADD CONSTRAINT "analytics_visitor_days_agent_id_days_day_login_type_pk" PRIMARY KEY("agent_id","days","day","login_type");
