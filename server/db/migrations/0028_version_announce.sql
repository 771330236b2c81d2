-- The member list's cache reads each company's organisation version from memory between changes
-- (server/services/organisation/organisationVersion.ts). Every bump is announced at commit on
-- channel portal_versions with the company's id, so that every server forgets that company's
-- version; notifications of one transaction with the same payload are merged.
CREATE OR REPLACE FUNCTION bump_organisation_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies WHERE id IN (SELECT company_id FROM new_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
    PERFORM pg_notify('portal_versions', c.company_id::text) FROM (SELECT DISTINCT company_id FROM new_rows WHERE company_id IS NOT NULL) c;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies WHERE id IN (SELECT company_id FROM old_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
    PERFORM pg_notify('portal_versions', c.company_id::text) FROM (SELECT DISTINCT company_id FROM old_rows WHERE company_id IS NOT NULL) c;
  ELSE
    INSERT INTO organisation_versions (company_id, version)
    SELECT id, 1 FROM companies
    WHERE id IN (SELECT company_id FROM new_rows UNION ALL SELECT company_id FROM old_rows)
    ON CONFLICT (company_id) DO UPDATE SET version = organisation_versions.version + 1;
    PERFORM pg_notify('portal_versions', c.company_id::text)
    FROM (SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows) c
    WHERE c.company_id IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;
