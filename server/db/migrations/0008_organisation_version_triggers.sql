-- organisation_versions.version grows with every statement that changes a company's members or
-- departments (one upsert per company per statement, so a 10,000-row import costs one). In-memory
-- list caches compare it before answering from memory. Only existing companies are counted: a
-- company being deleted takes its rows (and its version) with it.
CREATE FUNCTION bump_organisation_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies WHERE id IN (SELECT company_id FROM new_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies WHERE id IN (SELECT company_id FROM old_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
  ELSE
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies
    WHERE id IN (SELECT company_id FROM new_rows UNION ALL SELECT company_id FROM old_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_members_version_insert AFTER INSERT ON company_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER company_members_version_update AFTER UPDATE ON company_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER company_members_version_delete AFTER DELETE ON company_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER groups_version_insert AFTER INSERT ON groups
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER groups_version_update AFTER UPDATE ON groups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
--> statement-breakpoint
CREATE TRIGGER groups_version_delete AFTER DELETE ON groups
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_organisation_version();
