ALTER TABLE "knowledge_terms" DROP CONSTRAINT "knowledge_terms_passage_id_knowledge_passages_id_fk";
--> statement-breakpoint
ALTER TABLE "knowledge_terms" DROP CONSTRAINT "knowledge_terms_agent_id_term_passage_id_pk";--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD COLUMN "impact" real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Postings written before this migration get their impact as the indexing now computes it (k1 1.2, b 0.75, reference length 400).
UPDATE "knowledge_terms" SET "impact" = "tf" * 2.2 / ("tf" + 1.2 * (0.25 + 0.75 * "doc_len" / 400.0));--> statement-breakpoint
CREATE INDEX "knowledge_terms_agent_id_term_impact_idx" ON "knowledge_terms" USING btree ("agent_id","term","impact" DESC NULLS LAST,"passage_id","tf","doc_len");