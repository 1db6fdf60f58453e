-- A litigation workspace takes the case type of its latest case (a workspace created Civil whose
-- case the wizard settled as Criminal kept "Civil" on its badge, filter and search until now).
UPDATE "workspaces" AS w
SET "case_type" = latest."case_type"
FROM (
  SELECT DISTINCT ON ("workspace_id") "workspace_id", "case_type"
  FROM "litigation_cases"
  ORDER BY "workspace_id", "created_at" DESC
) AS latest
WHERE latest."workspace_id" = w."id"
  AND w."case_type" IS DISTINCT FROM latest."case_type";
