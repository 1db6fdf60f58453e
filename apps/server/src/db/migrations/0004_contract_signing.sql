ALTER TABLE "emohar_documents" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD COLUMN "contract_prior_status" text;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD COLUMN "signature_method" text;--> statement-breakpoint
ALTER TABLE "emohar_share_links" ADD COLUMN "sealed_token" text;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD CONSTRAINT "emohar_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emohar_documents_live_contract_idx" ON "emohar_documents" USING btree ("contract_id") WHERE "emohar_documents"."contract_id" is not null and "emohar_documents"."status" <> 'discarded';