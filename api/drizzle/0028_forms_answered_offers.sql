-- フォーム送信率 counts offers answered, once each, at the offer's hour (src/domains/analytics/answered-offer.ts),
-- no longer every answer at its own hour: an answer to a form shown in the previous period, a second
-- answer to one offer or an answer with no offer made the rate pass 100 % (and 分析's summary refused
-- to answer). The forms_answered rollups (hourly and per day) are made again from the raw rows by the
-- new definition, that of analytics-repository.ts' rawRollups. Answers in conversations deleted since
-- can no longer be counted, while forms_offered (like every rollup) still counts their offers: a
-- long-past rate may read lower than it did, never above 100 %.
DELETE FROM "analytics_hourly" WHERE "metric" IN ('forms_answered', 'forms_answered@1d');
--> statement-breakpoint
WITH "answered" AS (
  SELECT o."agent_id", (date_trunc('hour', o."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "hour"
  FROM "messages" o
  JOIN "conversations" c ON c."id" = o."conversation_id" AND NOT c."preview"
  WHERE o."role" = 'agent' AND o."form" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "form_answers" fa
    WHERE fa."conversation_id" = o."conversation_id" AND fa."agent_id" = o."agent_id" AND fa."form_id"::text = o."form" ->> 'id'
      AND NOT fa."preview" AND fa."created_at" >= o."created_at"
      AND NOT EXISTS (
        SELECT 1 FROM "messages" n WHERE n."conversation_id" = o."conversation_id" AND n."role" = 'agent'
          AND n."form" ->> 'id' = o."form" ->> 'id' AND n."created_at" > o."created_at" AND n."created_at" <= fa."created_at"
      )
  )
)
INSERT INTO "analytics_hourly" ("agent_id", "hour", "metric", "key", "count")
SELECT "agent_id", "hour", 'forms_answered', '', count(*)::int FROM "answered" GROUP BY "agent_id", "hour"
UNION ALL
SELECT "agent_id", date_bin('1 day', "hour", '1970-01-01T00:00:00Z'::timestamptz), 'forms_answered@1d', '', count(*)::int
FROM "answered" GROUP BY 1, 2;
