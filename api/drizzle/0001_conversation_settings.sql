CREATE TABLE "agent_settings" (
	"agent_id" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document" jsonb NOT NULL,
	"sealed_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settings_agent_id_kind_pk" PRIMARY KEY("agent_id","kind")
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"label" text NOT NULL,
	"action" jsonb NOT NULL,
	"placement" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forbidden_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"match_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"login_type" text NOT NULL,
	"line_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forbidden_entries" ADD CONSTRAINT "forbidden_entries_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_accounts" ADD CONSTRAINT "visitor_accounts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_settings_owner_id_idx" ON "agent_settings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "quick_replies_agent_id_sort_order_idx" ON "quick_replies" USING btree ("agent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "forbidden_entries_agent_kind_match_key_key" ON "forbidden_entries" USING btree ("agent_id","kind","match_key");--> statement-breakpoint
CREATE INDEX "forbidden_entries_agent_kind_created_at_idx" ON "forbidden_entries" USING btree ("agent_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "visitor_accounts_agent_id_created_at_idx" ON "visitor_accounts" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_accounts_agent_line_user_key" ON "visitor_accounts" USING btree ("agent_id","line_user_id") WHERE "visitor_accounts"."line_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_accounts_agent_mail_key" ON "visitor_accounts" USING btree ("agent_id","email") WHERE "visitor_accounts"."login_type" = 'mail';