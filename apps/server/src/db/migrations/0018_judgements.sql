CREATE TABLE "judgements" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"citation" text NOT NULL,
	"court" text NOT NULL,
	"year" integer,
	"jurisdiction" text NOT NULL,
	"area" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutes" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "judgements_updated_idx" ON "judgements" USING btree ("updated_at");