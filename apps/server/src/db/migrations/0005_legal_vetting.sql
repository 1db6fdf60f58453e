CREATE TABLE "lawyer_connections" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyer_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"practice_areas" jsonb NOT NULL,
	"jurisdictions" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"years_experience" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"fee_currency" text NOT NULL,
	"bio" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"date_overrides" jsonb NOT NULL,
	"meeting_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"accepts_requests" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"purpose" text NOT NULL,
	"message" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vetting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_connections" ADD CONSTRAINT "lawyer_connections_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_connections" ADD CONSTRAINT "lawyer_connections_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD CONSTRAINT "lawyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_comments" ADD CONSTRAINT "vetting_comments_request_id_vetting_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."vetting_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_comments" ADD CONSTRAINT "vetting_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_requests" ADD CONSTRAINT "vetting_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_requests" ADD CONSTRAINT "vetting_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vetting_requests" ADD CONSTRAINT "vetting_requests_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_lawyer_idx" ON "meetings" USING btree ("lawyer_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_client_idx" ON "meetings" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_live_idx" ON "meetings" USING btree ("starts_at") WHERE "meetings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "vetting_comments_request_idx" ON "vetting_comments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vetting_requests_contract_key" ON "vetting_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "vetting_requests_lawyer_idx" ON "vetting_requests" USING btree ("lawyer_id","updated_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_no_overlap" EXCLUDE USING gist ("lawyer_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_ends_after_start" CHECK ("ends_at" > "starts_at");
