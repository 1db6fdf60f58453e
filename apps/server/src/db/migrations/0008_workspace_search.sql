DROP INDEX "workspaces_name_trgm_idx";--> statement-breakpoint
DROP INDEX "workspaces_client_trgm_idx";--> statement-breakpoint
DROP INDEX "workspaces_opponent_trgm_idx";--> statement-breakpoint
DROP INDEX "workspaces_case_type_trgm_idx";--> statement-breakpoint
DROP INDEX "workspaces_area_trgm_idx";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || E'\n' || coalesce(client_name, '') || E'\n' || coalesce(opponent_name, '') || E'\n' || coalesce(case_type, '') || E'\n' || coalesce(area_of_law, ''))) STORED;--> statement-breakpoint
CREATE INDEX "workspaces_search_trgm_idx" ON "workspaces" USING gin ("search_text" gin_trgm_ops);