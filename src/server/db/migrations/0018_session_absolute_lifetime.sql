-- A session lives at most 30 days from its sign-in, however often it is used (ASVS 7.3.2, issue 27):
-- whatever extends a session (better-auth's refresh, or any other writer) cannot take its expiry past
-- that, so the rule holds on every path that reads or renews one. Decision 050.
CREATE OR REPLACE FUNCTION sessions_absolute_lifetime() RETURNS trigger AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '30 days');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_absolute_lifetime BEFORE INSERT OR UPDATE OF expires_at, created_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_absolute_lifetime();
--> statement-breakpoint
-- Sessions made under the old rule (a week, renewed by use) end within the new lifetimes.
UPDATE sessions SET expires_at = LEAST(expires_at, now() + interval '12 hours');
