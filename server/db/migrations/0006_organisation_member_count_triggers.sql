-- groups.member_count follows company_members.group_id. Statement triggers with transition tables
-- adjust each affected department once per statement, so a 10,000-row import costs one UPDATE per
-- department, and an update that moves nobody (a profile edit) changes nothing.
CREATE FUNCTION company_members_count_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE groups SET member_count = groups.member_count + d.n
    FROM (SELECT group_id, count(*)::int AS n FROM new_rows WHERE group_id IS NOT NULL GROUP BY group_id) d
    WHERE groups.id = d.group_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE groups SET member_count = groups.member_count - d.n
    FROM (SELECT group_id, count(*)::int AS n FROM old_rows WHERE group_id IS NOT NULL GROUP BY group_id) d
    WHERE groups.id = d.group_id;
  ELSE
    UPDATE groups SET member_count = groups.member_count + d.n
    FROM (
      SELECT group_id, sum(n)::int AS n
      FROM (SELECT group_id, 1 AS n FROM new_rows UNION ALL SELECT group_id, -1 FROM old_rows) moves
      WHERE group_id IS NOT NULL
      GROUP BY group_id
      HAVING sum(n) <> 0
    ) d
    WHERE groups.id = d.group_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_members_count_insert AFTER INSERT ON company_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_members_count_groups();
--> statement-breakpoint
CREATE TRIGGER company_members_count_update AFTER UPDATE ON company_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_members_count_groups();
--> statement-breakpoint
CREATE TRIGGER company_members_count_delete AFTER DELETE ON company_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_members_count_groups();
--> statement-breakpoint
UPDATE groups SET member_count = (SELECT count(*) FROM company_members WHERE company_members.group_id = groups.id);
