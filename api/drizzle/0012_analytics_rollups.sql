CREATE TABLE "analytics_hourly" (
	"agent_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_hourly_agent_id_hour_metric_key_pk" PRIMARY KEY("agent_id","hour","metric","key")
);
