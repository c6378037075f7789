CREATE TABLE "taught_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"item_id" uuid NOT NULL,
	"message_id" uuid,
	"how" text NOT NULL,
	"taught_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taught_questions" ADD CONSTRAINT "taught_questions_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taught_questions" ADD CONSTRAINT "taught_questions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taught_questions_key_idx" ON "taught_questions" USING btree ("agent_id","question_key");--> statement-breakpoint
CREATE INDEX "taught_questions_agent_taught_at_idx" ON "taught_questions" USING btree ("agent_id","taught_at");--> statement-breakpoint
CREATE INDEX "taught_questions_item_idx" ON "taught_questions" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "taught_questions_message_idx" ON "taught_questions" USING btree ("message_id");--> statement-breakpoint
-- 分析 counts もしかして… answers per question (question_unsure) and those whose candidate the visitor
-- chose (question_unsure_pressed), as analytics-repository.ts' rawRollups defines them: made here from
-- the raw rows kept, hourly and in every span of whole days (rollup-spans.ts), in analytics_keyed_hourly.
DELETE FROM "analytics_keyed_hourly" WHERE split_part("metric", '@', 1) IN ('question_unsure', 'question_unsure_pressed');
--> statement-breakpoint
WITH "offers" AS (
  SELECT o."agent_id", (date_trunc('hour', o."created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "hour", q."question_key",
    EXISTS (
      SELECT 1 FROM (
        SELECT v."text" FROM "messages" v
        WHERE v."conversation_id" = o."conversation_id" AND v."role" = 'visitor' AND v."created_at" > o."created_at"
        ORDER BY v."created_at" LIMIT 1
      ) "next_visitor"
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(o."candidates") c WHERE c ->> 'question' = "next_visitor"."text")
    ) AS "pressed"
  FROM "messages" o
  JOIN "conversations" cv ON cv."id" = o."conversation_id" AND NOT cv."preview"
  CROSS JOIN LATERAL (
    SELECT v."question_key" FROM "messages" v
    WHERE v."conversation_id" = o."conversation_id" AND v."role" = 'visitor' AND v."created_at" < o."created_at"
    ORDER BY v."created_at" DESC LIMIT 1
  ) q
  WHERE o."role" = 'agent' AND o."engine" = 'knowledge_candidates' AND coalesce(q."question_key", '') <> ''
), "raw" AS (
  SELECT "agent_id", "hour", 'question_unsure' AS "metric", "question_key" AS "key" FROM "offers"
  UNION ALL
  SELECT "agent_id", "hour", 'question_unsure_pressed', "question_key" FROM "offers" WHERE "pressed"
), "spans" AS (
  SELECT "agent_id", "hour", "metric", "key" FROM "raw"
  UNION ALL
  SELECT r."agent_id", date_bin(make_interval(days => d."days"), r."hour", '1970-01-01T00:00:00Z'::timestamptz), r."metric" || '@' || d."days" || 'd', r."key"
  FROM "raw" r CROSS JOIN (VALUES (1), (2), (4), (8), (16), (32), (64), (128), (256)) AS d("days")
)
INSERT INTO "analytics_keyed_hourly" ("agent_id", "hour", "metric", "key", "count")
SELECT "agent_id", "hour", "metric", "key", count(*)::int FROM "spans" GROUP BY "agent_id", "hour", "metric", "key";
