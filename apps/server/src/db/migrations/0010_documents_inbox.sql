ALTER TABLE "contracts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "emohar_signers_counter_party_email_idx" ON "emohar_signers" USING btree (lower("email")) WHERE "emohar_signers"."role" = 'counter_party' and "emohar_signers"."status" = 'signed';