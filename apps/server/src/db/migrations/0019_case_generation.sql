CREATE TABLE "case_package_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"job_id" uuid,
	"facts" jsonb NOT NULL,
	"judgements" jsonb NOT NULL,
	"strategy" jsonb NOT NULL,
	"judgement_count" integer NOT NULL,
	"draft_count" integer NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_packages_workspace_version_uq" UNIQUE("workspace_id","version")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "progress" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "step_message" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "live_key" text;--> statement-breakpoint
ALTER TABLE "case_package_drafts" ADD CONSTRAINT "case_package_drafts_package_id_case_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."case_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_package_drafts" ADD CONSTRAINT "case_package_drafts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_packages" ADD CONSTRAINT "case_packages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_packages" ADD CONSTRAINT "case_packages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_package_drafts_package_idx" ON "case_package_drafts" USING btree ("package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_live_key_uidx" ON "jobs" USING btree ("live_key") WHERE "jobs"."status" = 'queued';