-- The page rollups (a key per page the chat was used on) join the keyed rollups (rollup-metrics.ts' KEYED_METRICS).
INSERT INTO "analytics_keyed_hourly" ("agent_id", "hour", "metric", "key", "count")
  SELECT "agent_id", "hour", "metric", "key", "count" FROM "analytics_hourly" WHERE "metric" = 'page';--> statement-breakpoint
DELETE FROM "analytics_hourly" WHERE "metric" = 'page';
