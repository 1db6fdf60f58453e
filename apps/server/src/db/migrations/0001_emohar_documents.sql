CREATE TABLE "emohar_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event_type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"ip" text,
	"user_agent" text,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "emohar_audit_events_document_seq_key" UNIQUE("document_id","seq")
);
--> statement-breakpoint
CREATE TABLE "emohar_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"party" text NOT NULL,
	"file_name" text NOT NULL,
	"contract_name" text DEFAULT 'Contract' NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"current_key" text NOT NULL,
	"current_sha256" text NOT NULL,
	"counter_party_name" text,
	"contract_type" text,
	"expiry_date" date,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"sealed_at" timestamp with time zone,
	"discarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emohar_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"contact_info" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emohar_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "emohar_audit_events" ADD CONSTRAINT "emohar_audit_events_document_id_emohar_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."emohar_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD CONSTRAINT "emohar_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_share_links" ADD CONSTRAINT "emohar_share_links_document_id_emohar_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."emohar_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_share_links" ADD CONSTRAINT "emohar_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emohar_documents_owner_idx" ON "emohar_documents" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "emohar_share_links_document_idx" ON "emohar_share_links" USING btree ("document_id");--> statement-breakpoint
-- The audit log is append-only: an UPDATE or a direct DELETE is refused. Deleting a document (or its
-- owner's account) still removes its events through the foreign key's cascade (trigger depth > 1).
CREATE FUNCTION "emohar_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'emohar_audit_events is append-only' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "emohar_audit_events_append_only" BEFORE UPDATE OR DELETE ON "emohar_audit_events" FOR EACH ROW EXECUTE FUNCTION "emohar_audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "emohar_audit_events_no_truncate" BEFORE TRUNCATE ON "emohar_audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "emohar_audit_events_append_only"();
