CREATE TABLE "ai_credit_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"request_id" text,
	"credits" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_credit_debits_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "contract_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"type" text NOT NULL,
	"signature_method" text,
	"contact_info" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"jurisdiction" text NOT NULL,
	"contract_type" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"form_data" jsonb NOT NULL,
	"contract_data" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"contract_text" text NOT NULL,
	"html_content" text NOT NULL,
	"edited_at" timestamp with time zone,
	"party1" text NOT NULL,
	"party2" text NOT NULL,
	"is_resolutions" boolean NOT NULL,
	"counter_party_name" text NOT NULL,
	"expiry_date" date,
	"docx_key" text,
	"pdf_key" text,
	"refined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"expiry_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_credit_debits" ADD CONSTRAINT "ai_credit_debits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_debits" ADD CONSTRAINT "ai_credit_debits_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_credit_debits" ADD CONSTRAINT "ai_credit_debits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_share_links" ADD CONSTRAINT "contract_share_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_share_links" ADD CONSTRAINT "contract_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_credit_debits_request_once" ON "ai_credit_debits" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "contract_share_links_contract_idx" ON "contract_share_links" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "contracts_expiry_idx" ON "contracts" USING btree ("expiry_date") WHERE "contracts"."deleted_at" is null and "contracts"."expiry_date" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_reminders_once" ON "expiry_reminders" USING btree ("source","subject_id","expiry_date","days_before");