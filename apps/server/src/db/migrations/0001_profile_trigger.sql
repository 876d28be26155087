-- The profile row is written by the database in the same statement that creates the user, so a user can never
-- exist without a profile, whichever code path (better-auth sign-up, seeding, an admin tool) inserted the user.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (user_id, email, full_name, first_name, last_name, phone, locale)
  VALUES (
    NEW.id,
    NEW.email,
    NULLIF(btrim(concat_ws(' ', NULLIF(btrim(NEW.first_name), ''), NULLIF(btrim(NEW.last_name), ''))), ''),
    NEW.first_name,
    NEW.last_name,
    NEW.phone,
    NEW.locale
  )
  ON CONFLICT (user_id) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_create_profile AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
--> statement-breakpoint
-- Keep the profile's e-mail in step when the account's e-mail changes.
CREATE OR REPLACE FUNCTION sync_profile_email() RETURNS trigger AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_sync_profile_email AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION sync_profile_email();
