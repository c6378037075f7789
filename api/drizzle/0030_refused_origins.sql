CREATE TABLE "refused_origins" (
	"agent_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refused_origins_agent_id_origin_pk" PRIMARY KEY("agent_id","origin")
);
--> statement-breakpoint
ALTER TABLE "refused_origins" ADD CONSTRAINT "refused_origins_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_origins_agent_last_seen_idx" ON "refused_origins" USING btree ("agent_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "refused_origins_owner_id_idx" ON "refused_origins" USING btree ("owner_id");