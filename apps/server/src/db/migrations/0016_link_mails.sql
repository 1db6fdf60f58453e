CREATE TABLE "link_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_mails" ADD CONSTRAINT "link_mails_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_mails_sender_idx" ON "link_mails" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "link_mails_recipient_idx" ON "link_mails" USING btree ("recipient","created_at");