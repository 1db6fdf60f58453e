ALTER TABLE "users" ADD COLUMN "awaiting_confirmation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_password_links" ADD COLUMN "purpose" text DEFAULT 'set_password' NOT NULL;--> statement-breakpoint
-- Members imported before this change who have not chosen a password yet wait for confirmation too,
-- holding their username, email and phone until their newest link expires.
UPDATE "users" SET "awaiting_confirmation_until" = (
  SELECT max("expires_at") FROM "member_password_links"
  WHERE "member_password_links"."user_id" = "users"."id" AND "member_password_links"."used_at" IS NULL
) WHERE "password_hash" = '!no-password-set';
