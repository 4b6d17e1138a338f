-- The audit log is written once and kept as written (ASVS 16.4.2, issue 27): no statement of the app's
-- own role, whatever its path (a bug, a query someone managed to shape), can change or remove a line.
-- The one change allowed is the one PostgreSQL makes itself when an account is deleted: its
-- ON DELETE SET NULL foreign keys set actor_id and target_user_id to null, and only for an account that
-- no longer exists. Every other UPDATE, and every DELETE and TRUNCATE, is refused (SQLSTATE 42501).
-- A role that owns the table can still drop the trigger: the operator who wants the log out of the
-- app's reach altogether ships it to another system (docs/security.md, "Secrets and logs").
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id = OLD.id
      AND NEW.action = OLD.action
      AND NEW.details IS NOT DISTINCT FROM OLD.details
      AND NEW.created_at = OLD.created_at
      AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
        OR (NEW.actor_id IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.actor_id)))
      AND (NEW.target_user_id IS NOT DISTINCT FROM OLD.target_user_id
        OR (NEW.target_user_id IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.target_user_id)))
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
