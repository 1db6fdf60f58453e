CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
-- Documents a crash left between their last signature and their seal: their completion is owed.
INSERT INTO "jobs" ("kind", "payload")
SELECT 'emohar.complete_document', jsonb_build_object('document_id', d."id")
FROM "emohar_documents" d
WHERE d."sealed_at" IS NULL AND d."status" = 'signing'
  AND EXISTS (SELECT 1 FROM "emohar_signers" s WHERE s."document_id" = d."id" AND s."role" = 'owner' AND s."status" = 'signed')
  AND (d."party" = 'single' OR EXISTS (SELECT 1 FROM "emohar_signers" s WHERE s."document_id" = d."id" AND s."role" = 'counter_party' AND s."status" = 'signed'));
