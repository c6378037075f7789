DROP INDEX "form_answers_form_id_created_at_idx";--> statement-breakpoint
DROP INDEX "form_answers_agent_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "login_type" text;--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_answers" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "form_answers_form_version_id_created_at_idx" ON "form_answers" USING btree ("form_version_id","created_at","preview");--> statement-breakpoint
CREATE INDEX "form_answers_form_id_login_type_idx" ON "form_answers" USING btree ("form_id","login_type","created_at","preview");--> statement-breakpoint
CREATE INDEX "form_answers_agent_id_login_type_idx" ON "form_answers" USING btree ("agent_id","login_type","created_at","preview");--> statement-breakpoint
CREATE INDEX "form_answers_search_terms_idx" ON "form_answers" USING gin ("search_terms");--> statement-breakpoint
CREATE INDEX "messages_form_offered_idx" ON "messages" USING btree ("agent_id",("form" ->> 'id'),"created_at") WHERE "messages"."form" is not null;--> statement-breakpoint
CREATE INDEX "form_answers_form_id_created_at_idx" ON "form_answers" USING btree ("form_id","created_at","preview");--> statement-breakpoint
CREATE INDEX "form_answers_agent_id_created_at_idx" ON "form_answers" USING btree ("agent_id","created_at","preview");--> statement-breakpoint
-- Answers stored before this migration get what フォーム回答履歴 filters on.
UPDATE "form_answers" a SET "login_type" = v."login_type" FROM "visitor_accounts" v WHERE v."id" = a."visitor_account_id";--> statement-breakpoint
UPDATE "form_answers" a SET "preview" = true FROM "conversations" c WHERE c."id" = a."conversation_id" AND c."preview";--> statement-breakpoint
CREATE OR REPLACE FUNCTION history_terms(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i
  ) AS terms WHERE g !~ '\s'
$$;--> statement-breakpoint
UPDATE "form_answers" a SET "search_text" = s.t, "search_terms" = history_terms(s.t)
FROM (
  SELECT a2."id", string_agg(translate(lower(normalize(
    CASE jsonb_typeof(x.v)
      WHEN 'boolean' THEN CASE WHEN x.v = 'true'::jsonb THEN '同意' ELSE '未同意' END
      WHEN 'array' THEN (SELECT string_agg(e, '、') FROM jsonb_array_elements_text(x.v) AS e)
      ELSE x.v #>> '{}'
    END, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'), E'\n') AS t
  FROM "form_answers" a2 CROSS JOIN LATERAL jsonb_each(a2."values") AS x(k, v)
  WHERE jsonb_typeof(x.v) <> 'null'
  GROUP BY a2."id"
) s
WHERE s."id" = a."id";--> statement-breakpoint
DROP FUNCTION history_terms(text);
