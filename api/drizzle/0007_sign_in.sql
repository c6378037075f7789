CREATE TABLE "line_sign_in_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_sign_in_states" ADD CONSTRAINT "line_sign_in_states_visitor_id_widget_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."widget_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sign_in_codes" ADD CONSTRAINT "mail_sign_in_codes_visitor_id_widget_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."widget_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_sign_in_states_expires_at_idx" ON "line_sign_in_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_sign_in_codes_agent_email_created_at_idx" ON "mail_sign_in_codes" USING btree ("agent_id","email","created_at");--> statement-breakpoint
CREATE INDEX "mail_sign_in_codes_visitor_created_at_idx" ON "mail_sign_in_codes" USING btree ("visitor_id","created_at");