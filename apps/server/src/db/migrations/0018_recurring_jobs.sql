ALTER TABLE "jobs" ADD COLUMN "unique_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_key_idx" ON "jobs" USING btree ("unique_key") WHERE "jobs"."status" = 'queued';