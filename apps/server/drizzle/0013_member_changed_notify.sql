-- Every change to a member's row is announced on the `ulfa_member_changed` channel (payload: the
-- member's id), so each server drops its cached copy (platform/member-cache.ts), whichever instance,
-- job or admin made the change. Delivered at commit, to the writing session too.
CREATE OR REPLACE FUNCTION ulfa_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ulfa_member_changed', OLD.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_member_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION ulfa_member_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulfa_members_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ulfa_member_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_members_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION ulfa_members_truncated();
