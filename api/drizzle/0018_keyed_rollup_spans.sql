-- The keyed metrics (questions, citations, pages) per span of 1, 2, 4 … 256 whole UTC days aligned on
-- 1970-01-01 (rollup-spans.ts), in place of the question metrics' daily twins: a period of 90 days
-- reads 8 to 14 spans a key instead of 90 days. Made from the hourly rows, which are what the turn's
-- upserts and the recomputation agree on.
DELETE FROM "analytics_keyed_hourly" WHERE "metric" IN ('question_day', 'question_unanswered_day', 'question_rated_down_day');
--> statement-breakpoint
INSERT INTO "analytics_keyed_hourly" ("agent_id", "hour", "metric", "key", "count")
SELECT h."agent_id", date_bin(make_interval(days => l.days), h."hour", '1970-01-01T00:00:00Z'::timestamptz), h."metric" || '@' || l.days || 'd', h."key", sum(h."count")::int
FROM "analytics_keyed_hourly" h CROSS JOIN (VALUES (1), (2), (4), (8), (16), (32), (64), (128), (256)) AS l(days)
WHERE h."metric" IN ('question', 'question_unanswered', 'question_rated_down', 'cited', 'page')
GROUP BY 1, 2, 3, 4;
