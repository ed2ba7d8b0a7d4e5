-- Accounts, sessions, one-time tokens, the mail outbox and the status-page core tables.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro', 'business')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_organization_id_idx ON users (organization_id);

-- One row per issued refresh token; a family is one login's chain of rotations.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The family's absolute expiry, copied on every rotation.
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  replaced_by uuid,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id);

CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_user_id_idx ON one_time_tokens (user_id, purpose);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';

CREATE TABLE pages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  website_url text,
  support_url text,
  time_zone text NOT NULL DEFAULT 'UTC',
  default_language text NOT NULL DEFAULT 'en' CHECK (default_language IN ('en', 'ru')),
  allow_subscribers boolean NOT NULL DEFAULT true,
  published boolean NOT NULL DEFAULT false,
  custom_domain text UNIQUE,
  brand_color text NOT NULL DEFAULT '#2563eb',
  theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pages_organization_id_idx ON pages (organization_id);

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN (
    'investigating', 'identified', 'monitoring', 'resolved', 'postmortem',
    'scheduled', 'in_progress', 'verifying', 'completed'
  )),
  impact text NOT NULL DEFAULT 'none' CHECK (impact IN ('none', 'minor', 'major', 'critical', 'maintenance')),
  started_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  scheduled_for timestamptz,
  scheduled_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incidents_page_id_idx ON incidents (page_id, started_at DESC);

CREATE TABLE incident_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  status text NOT NULL,
  body text NOT NULL,
  display_at timestamptz NOT NULL DEFAULT now(),
  notify_subscribers boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_updates_incident_id_idx ON incident_updates (incident_id, display_at DESC);
