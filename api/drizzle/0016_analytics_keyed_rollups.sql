CREATE TABLE "analytics_keyed_hourly" (
	"agent_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_keyed_hourly_agent_id_metric_hour_key_pk" PRIMARY KEY("agent_id","metric","hour","key")
);
--> statement-breakpoint
-- The rollups keyed by a question or a knowledge item move to their own table (rollup-metrics.ts' KEYED_METRICS).
INSERT INTO "analytics_keyed_hourly" ("agent_id", "hour", "metric", "key", "count")
  SELECT "agent_id", "hour", "metric", "key", "count" FROM "analytics_hourly"
  WHERE "metric" IN ('question', 'question_unanswered', 'question_rated_down', 'cited');--> statement-breakpoint
DELETE FROM "analytics_hourly" WHERE "metric" IN ('question', 'question_unanswered', 'question_rated_down', 'cited');
--> statement-breakpoint
-- Their daily twins (0013's question metrics per UTC day), from the hourly rows just moved.
INSERT INTO "analytics_keyed_hourly" ("agent_id", "hour", "metric", "key", "count")
  SELECT "agent_id", date_trunc('day', "hour" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "metric" || '_day', "key", sum("count")::int
  FROM "analytics_keyed_hourly"
  WHERE "metric" IN ('question', 'question_unanswered', 'question_rated_down')
  GROUP BY 1, 2, 3, 4;
