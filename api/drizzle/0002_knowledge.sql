CREATE TABLE "knowledge_item_files" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error_reason" text,
	"progress" integer,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"content_version" integer DEFAULT 1 NOT NULL,
	"indexed_generation" integer DEFAULT 0 NOT NULL,
	"last_generation" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"indexed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "knowledge_corpus_stats" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"passage_count" integer DEFAULT 0 NOT NULL,
	"total_length" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_passages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"generation" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"normalised_text" text NOT NULL,
	"token_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_term_stats" (
	"agent_id" text NOT NULL,
	"term" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "knowledge_term_stats_agent_id_term_pk" PRIMARY KEY("agent_id","term")
);
--> statement-breakpoint
CREATE TABLE "knowledge_terms" (
	"agent_id" text NOT NULL,
	"term" text NOT NULL,
	"passage_id" bigint NOT NULL,
	"tf" smallint NOT NULL,
	"doc_len" integer NOT NULL,
	CONSTRAINT "knowledge_terms_agent_id_term_passage_id_pk" PRIMARY KEY("agent_id","term","passage_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_item_files" ADD CONSTRAINT "knowledge_item_files_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_passage_id_knowledge_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."knowledge_passages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_items_agent_id_created_at_idx" ON "knowledge_items" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_agent_id_updated_at_idx" ON "knowledge_items" USING btree ("agent_id","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_queue_idx" ON "knowledge_items" USING btree ("lease_until") WHERE "knowledge_items"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "knowledge_passages_item_id_generation_idx" ON "knowledge_passages" USING btree ("item_id","generation");--> statement-breakpoint
CREATE INDEX "knowledge_terms_passage_id_idx" ON "knowledge_terms" USING btree ("passage_id");