CREATE TABLE "analytics_visitor_days" (
	"agent_id" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"login_type" text NOT NULL,
	"registers" "bytea" NOT NULL,
	CONSTRAINT "analytics_visitor_days_agent_id_day_login_type_pk" PRIMARY KEY("agent_id","day","login_type")
);
