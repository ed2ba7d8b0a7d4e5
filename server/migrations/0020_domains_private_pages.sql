-- Custom domains must be proved, and pages may be private.
--
-- A custom domain is claimed by a page as `pending`, with a token the owner publishes as the TXT record
-- `_statusdeck-challenge.<domain>`; it routes only once `verified`. Several pages (of any organisation) may
-- claim the same domain while pending; at most one holds it verified — proof, not first-come, decides.
-- Every domain set before this migration was never proved, so it starts pending with a fresh token.
ALTER TABLE pages DROP CONSTRAINT pages_custom_domain_key;
ALTER TABLE pages
  ADD COLUMN custom_domain_status text CHECK (custom_domain_status IN ('pending', 'verified')),
  ADD COLUMN custom_domain_token text,
  ADD COLUMN custom_domain_verified_at timestamptz,
  -- When the record was last looked up, and when the background worker should look next.
  ADD COLUMN custom_domain_checked_at timestamptz,
  ADD COLUMN custom_domain_next_check_at timestamptz,
  -- A verified domain whose record has been missing since then (it stops routing 72 hours later).
  ADD COLUMN custom_domain_failing_since timestamptz,
  -- Why the last look-up failed, as a code the console translates (null after a success).
  ADD COLUMN custom_domain_error text,
  ADD CONSTRAINT pages_custom_domain_state_check CHECK (
    (custom_domain IS NULL) = (custom_domain_status IS NULL)
    AND (custom_domain IS NULL) = (custom_domain_token IS NULL));
UPDATE pages SET custom_domain = lower(custom_domain), custom_domain_status = 'pending',
  custom_domain_token = replace(gen_random_uuid()::text, '-', ''), custom_domain_next_check_at = now()
WHERE custom_domain IS NOT NULL;
-- Whatever writes custom_domain, a new domain starts a new claim: pending, with its own token, looked up soon.
CREATE FUNCTION pages_custom_domain_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.custom_domain IS DISTINCT FROM OLD.custom_domain THEN
    NEW.custom_domain := lower(NEW.custom_domain);
    IF NEW.custom_domain IS NULL THEN
      NEW.custom_domain_status := NULL;
      NEW.custom_domain_token := NULL;
      NEW.custom_domain_next_check_at := NULL;
    ELSE
      NEW.custom_domain_status := 'pending';
      NEW.custom_domain_token := replace(gen_random_uuid()::text, '-', '');
      NEW.custom_domain_next_check_at := now();
    END IF;
    NEW.custom_domain_verified_at := NULL;
    NEW.custom_domain_checked_at := NULL;
    NEW.custom_domain_failing_since := NULL;
    NEW.custom_domain_error := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER pages_custom_domain_claim BEFORE INSERT OR UPDATE OF custom_domain ON pages
  FOR EACH ROW EXECUTE FUNCTION pages_custom_domain_claim();
CREATE UNIQUE INDEX pages_verified_domain_key ON pages (custom_domain) WHERE custom_domain_status = 'verified';
CREATE INDEX pages_custom_domain_idx ON pages (custom_domain) WHERE custom_domain IS NOT NULL;
CREATE INDEX pages_domain_check_due_idx ON pages (custom_domain_next_check_at) WHERE custom_domain IS NOT NULL;

-- Who may read a page: everyone, whoever knows its password, or its audience (named viewers and everyone
-- at the allowed e-mail domains, signed in by a magic link). Raising access_generation ends every reader
-- session and private link of the page (a new password, access narrowed).
ALTER TABLE pages
  ADD COLUMN access text NOT NULL DEFAULT 'public' CHECK (access IN ('public', 'password', 'audience')),
  ADD COLUMN access_password_hash text,
  ADD COLUMN access_email_domains text[] NOT NULL DEFAULT '{}',
  ADD COLUMN access_generation integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT pages_access_password_check CHECK (access <> 'password' OR access_password_hash IS NOT NULL);

-- The named viewers of an audience page.
CREATE TABLE page_viewers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  email text NOT NULL,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  last_signed_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX page_viewers_page_email_key ON page_viewers (page_id, lower(email));
CREATE INDEX page_viewers_page_created_idx ON page_viewers (page_id, created_at, id);

-- Magic sign-in links of audience pages: single use, 15 minutes, kept hashed.
CREATE TABLE page_access_links (
  token_hash text PRIMARY KEY,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_access_links_expires_idx ON page_access_links (expires_at);

-- Private feed and calendar URLs: one token per reader (an audience reader's e-mail address, or null for
-- a password page's readers), revocable; kept hashed.
CREATE TABLE page_reader_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  email text,
  token_hash text NOT NULL UNIQUE,
  access_generation integer NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_reader_tokens_page_idx ON page_reader_tokens (page_id, created_at);
