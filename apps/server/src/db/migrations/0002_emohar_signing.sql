CREATE TABLE "emohar_sign_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"signer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'consent' NOT NULL,
	"identity_failures" integer DEFAULT 0 NOT NULL,
	"wrong_code_count" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"mobile_verified_at" timestamp with time zone,
	"provider_txn" text,
	"return_token_sealed" text,
	"ended_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emohar_sign_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "emohar_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid,
	"share_link_id" uuid,
	"aadhar_name" text NOT NULL,
	"aadhar_last_digits" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"gender" text NOT NULL,
	"birth_year" integer NOT NULL,
	"method" text NOT NULL,
	"page_no" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"height" double precision NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emohar_signers_document_role_key" UNIQUE("document_id","role")
);
--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD COLUMN "plan_debited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emohar_sign_sessions" ADD CONSTRAINT "emohar_sign_sessions_document_id_emohar_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."emohar_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_sign_sessions" ADD CONSTRAINT "emohar_sign_sessions_signer_id_emohar_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."emohar_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_signers" ADD CONSTRAINT "emohar_signers_document_id_emohar_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."emohar_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_signers" ADD CONSTRAINT "emohar_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_signers" ADD CONSTRAINT "emohar_signers_share_link_id_emohar_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."emohar_share_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emohar_sign_sessions_signer_idx" ON "emohar_sign_sessions" USING btree ("signer_id");--> statement-breakpoint
CREATE INDEX "emohar_signers_document_idx" ON "emohar_signers" USING btree ("document_id");