-- For the backfill below only: a conversation's characters and character pairs without whitespace,
-- as the API's historyTerms computes them for every new message (dropped at the end).
CREATE OR REPLACE FUNCTION history_terms(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i
  ) AS terms WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_account_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "login_type" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_question" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unanswered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "feedback_up_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "feedback_down_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "form_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "has_error" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_visitor_account_id_visitor_accounts_id_fk" FOREIGN KEY ("visitor_account_id") REFERENCES "public"."visitor_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_conversation_id_idx" ON "form_answers" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_agent_id_last_message_at_idx" ON "conversations" USING btree ("agent_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_unanswered_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."unanswered_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_feedback_down_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."feedback_down_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_feedback_up_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."feedback_up_count" > 0;--> statement-breakpoint
CREATE INDEX "conversations_form_submitted_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."form_submitted";--> statement-breakpoint
CREATE INDEX "conversations_has_error_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."has_error";--> statement-breakpoint
CREATE INDEX "conversations_reviewed_idx" ON "conversations" USING btree ("agent_id","started_at") WHERE "conversations"."reviewed_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_signed_in_idx" ON "conversations" USING btree ("agent_id","login_type","started_at") WHERE "conversations"."login_type" is not null;--> statement-breakpoint
CREATE INDEX "conversations_visitor_account_id_idx" ON "conversations" USING btree ("visitor_account_id");--> statement-breakpoint
CREATE INDEX "conversations_search_terms_idx" ON "conversations" USING gin ("search_terms");--> statement-breakpoint
-- Conversations written before this migration get their history row from their messages.
UPDATE "conversations" c SET
  "message_count" = s.n,
  "first_question" = coalesce(s.first_question, ''),
  "unanswered_count" = s.unanswered,
  "feedback_up_count" = s.up,
  "feedback_down_count" = s.down,
  "has_error" = s.has_error,
  "search_text" = s.search_text,
  "search_terms" = history_terms(s.search_text)
FROM (
  SELECT "conversation_id",
    count(*)::int AS n,
    (array_agg("text" ORDER BY "created_at", "id") FILTER (WHERE "role" = 'visitor'))[1] AS first_question,
    (count(*) FILTER (WHERE "engine" = 'fallback'))::int AS unanswered,
    (count(*) FILTER (WHERE "feedback" = 'up'))::int AS up,
    (count(*) FILTER (WHERE "feedback" = 'down'))::int AS down,
    coalesce(bool_or("engine" = 'llm_error'), false) AS has_error,
    string_agg(translate(lower(normalize("text", NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), E'\n' ORDER BY "created_at", "id") AS search_text
  FROM "messages" GROUP BY "conversation_id"
) s
WHERE s."conversation_id" = c."id";--> statement-breakpoint
UPDATE "conversations" c SET "form_submitted" = true
WHERE EXISTS (SELECT 1 FROM "form_answers" a WHERE a."conversation_id" = c."id");--> statement-breakpoint
UPDATE "conversations" c SET "visitor_account_id" = v."visitor_account_id", "login_type" = a."login_type"
FROM "widget_visitors" v JOIN "visitor_accounts" a ON a."id" = v."visitor_account_id"
WHERE v."id" = c."visitor_id";--> statement-breakpoint
DROP FUNCTION history_terms(text);
