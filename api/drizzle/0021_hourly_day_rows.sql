-- The KPI rollups per UTC day too (metric@1d, rollup-spans.ts' HOURLY_SPAN_DAYS), made from the hourly
-- rows: a period's whole days read one row a key a day, and its ragged ends the hours. The primary
-- key holds the count, as analytics_keyed_hourly's does (0019): reads are index-only.
INSERT INTO "analytics_hourly" ("agent_id", "hour", "metric", "key", "count")
SELECT h."agent_id", date_bin('24 hours', h."hour", '1970-01-01T00:00:00Z'::timestamptz), h."metric" || '@1d', h."key", sum(h."count")::int
FROM "analytics_hourly" h
WHERE h."metric" NOT LIKE '%@%'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ALTER TABLE "analytics_hourly" DROP CONSTRAINT "analytics_hourly_agent_id_metric_hour_key_pk";
--> statement-breakpoint
ALTER TABLE "analytics_hourly" ADD CONSTRAINT "analytics_hourly_agent_id_metric_hour_key_pk" PRIMARY KEY ("agent_id", "metric", "hour", "key") INCLUDE ("count");
