ALTER TABLE "member_password_links" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "member_password_links_unmailed_idx" ON "member_password_links" USING btree ("created_at") WHERE "member_password_links"."mailed_at" is null and "member_password_links"."used_at" is null;--> statement-breakpoint
-- Links made before this column existed were mailed when they were made.
UPDATE "member_password_links" SET "mailed_at" = "created_at";