-- Servers keep a session they have just checked in memory for a few seconds (server/plugins/authCache.ts).
-- Whatever ends or changes a session, by any statement in any process (logout, auto-login, a password
-- change or reset, a member or company deleted by cascade), tells every server at commit, so the
-- change takes effect at once everywhere. So does a change of a member's role or authority flags.
CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', 'c:' || OLD.client_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE FUNCTION notify_member_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', 'm:' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_members_access_changed AFTER UPDATE ON company_members
  FOR EACH ROW WHEN (
    (OLD.company_id, OLD.company_member_role, OLD.has_master_authority, OLD.has_admin_authority,
     OLD.has_buy_request_authority, OLD.has_category_item_authority, OLD.has_manager_authority, OLD.password_hash)
    IS DISTINCT FROM
    (NEW.company_id, NEW.company_member_role, NEW.has_master_authority, NEW.has_admin_authority,
     NEW.has_buy_request_authority, NEW.has_category_item_authority, NEW.has_manager_authority, NEW.password_hash)
  ) EXECUTE FUNCTION notify_member_access_changed();
--> statement-breakpoint
-- The default sorts of the generated lists, read straight off an index with their tie-breaker:
-- member/list by name (id breaks ties), the audit log newest first per company and for the provider.
CREATE INDEX company_members_company_name_id_idx ON company_members (company_id, name, id);
--> statement-breakpoint
CREATE INDEX audit_log_company_created_id_idx ON audit_log (company_id, created_at, id);
--> statement-breakpoint
CREATE INDEX audit_log_created_id_idx ON audit_log (created_at, id);
