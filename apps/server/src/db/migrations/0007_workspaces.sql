CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "litigation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_type" text NOT NULL,
	"representing" text DEFAULT '' NOT NULL,
	"complainant" text DEFAULT '' NOT NULL,
	"accused" text DEFAULT '' NOT NULL,
	"victim" text DEFAULT '' NOT NULL,
	"allegations" text DEFAULT '' NOT NULL,
	"facts_summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid NOT NULL,
	"organization_id" uuid,
	"client_name" text,
	"workspace_type" text,
	"case_type" text,
	"opponent_name" text,
	"area_of_law" text,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "litigation_cases" ADD CONSTRAINT "litigation_cases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_notes" ADD CONSTRAINT "workspace_notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_notes" ADD CONSTRAINT "workspace_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "litigation_cases_workspace_idx" ON "litigation_cases" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_workspace_user_key" ON "workspace_members" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workspace_notes_workspace_idx" ON "workspace_notes" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "workspaces_org_kind_updated_idx" ON "workspaces" USING btree ("organization_id","kind","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "workspaces_creator_kind_updated_idx" ON "workspaces" USING btree ("created_by","kind","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "workspaces_name_trgm_idx" ON "workspaces" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workspaces_client_trgm_idx" ON "workspaces" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workspaces_opponent_trgm_idx" ON "workspaces" USING gin ("opponent_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workspaces_case_type_trgm_idx" ON "workspaces" USING gin ("case_type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workspaces_area_trgm_idx" ON "workspaces" USING gin ("area_of_law" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emohar_documents" ADD CONSTRAINT "emohar_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_workspace_idx" ON "contracts" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "emohar_documents_workspace_idx" ON "emohar_documents" USING btree ("workspace_id");