-- 会話履歴's keyword search moves from the conversation row to conversation_search_parts, one row per
-- turn, written once (src/db/schema/conversation-search-parts.ts says why: the conversation row is
-- rewritten by every turn, and each rewrite put all of its terms into the GIN index again). A
-- conversation's text and terms as kept until now become its first part, at its present message
-- count, so every conversation is found by the keywords it was found by before; the turns that
-- follow add parts after it. The index is built once the rows are in.
CREATE TABLE "conversation_search_parts" (
	"conversation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"agent_id" text NOT NULL,
	"search_text" text NOT NULL,
	"search_terms" text[] NOT NULL,
	CONSTRAINT "conversation_search_parts_conversation_id_position_pk" PRIMARY KEY("conversation_id","position")
);
--> statement-breakpoint
INSERT INTO "conversation_search_parts" ("conversation_id", "position", "agent_id", "search_text", "search_terms")
SELECT "id", "message_count", "agent_id", "search_text", "search_terms" FROM "conversations" WHERE "search_text" <> '';
--> statement-breakpoint
ALTER TABLE "conversation_search_parts" ADD CONSTRAINT "conversation_search_parts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_search_parts_search_terms_idx" ON "conversation_search_parts" USING gin ("search_terms");--> statement-breakpoint
DROP INDEX "conversations_search_terms_idx";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "search_terms";
--> statement-breakpoint
-- The list's plan chooses between reading parts by the index and checking conversations one by one
-- from the parts' statistics: gathered now, not at autovacuum's first visit.
ANALYZE "conversation_search_parts";
