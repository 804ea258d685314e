-- What may change someone's deck is announced on the `ulfa_deck_changed` channel, so each server drops
-- the decks it keeps a moment (platform/deck-cache.ts), whichever instance, job or admin wrote:
-- the two members of a swipe or block ("from,to"), or "*" for a change that may touch anyone's deck
-- (a member row changed in anything but its last activity, which every signed-in request may write;
-- a member added or removed; a review or a staff role written). Delivered at commit, to the writing
-- session too; identical payloads of one transaction arrive once.
CREATE OR REPLACE FUNCTION ulfa_deck_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ulfa_deck_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulfa_deck_swipe_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ulfa_deck_changed', OLD.from_user_id::text || ',' || OLD.to_user_id::text);
  ELSE
    PERFORM pg_notify('ulfa_deck_changed', NEW.from_user_id::text || ',' || NEW.to_user_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ulfa_deck_block_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ulfa_deck_changed', OLD.blocker_id::text || ',' || OLD.blocked_id::text);
  ELSE
    PERFORM pg_notify('ulfa_deck_changed', NEW.blocker_id::text || ',' || NEW.blocked_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_deck_updated AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at'))
  EXECUTE FUNCTION ulfa_deck_changed_all();--> statement-breakpoint
CREATE TRIGGER users_deck_added_removed AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION ulfa_deck_changed_all();--> statement-breakpoint
CREATE TRIGGER swipes_deck_changed AFTER INSERT OR UPDATE OR DELETE ON swipes FOR EACH ROW EXECUTE FUNCTION ulfa_deck_swipe_changed();--> statement-breakpoint
CREATE TRIGGER swipes_deck_truncated AFTER TRUNCATE ON swipes FOR EACH STATEMENT EXECUTE FUNCTION ulfa_deck_changed_all();--> statement-breakpoint
CREATE TRIGGER blocks_deck_changed AFTER INSERT OR UPDATE OR DELETE ON blocks FOR EACH ROW EXECUTE FUNCTION ulfa_deck_block_changed();--> statement-breakpoint
CREATE TRIGGER blocks_deck_truncated AFTER TRUNCATE ON blocks FOR EACH STATEMENT EXECUTE FUNCTION ulfa_deck_changed_all();--> statement-breakpoint
CREATE TRIGGER member_reviews_deck_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_reviews FOR EACH STATEMENT EXECUTE FUNCTION ulfa_deck_changed_all();--> statement-breakpoint
CREATE TRIGGER staff_roles_deck_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON staff_roles FOR EACH STATEMENT EXECUTE FUNCTION ulfa_deck_changed_all();
