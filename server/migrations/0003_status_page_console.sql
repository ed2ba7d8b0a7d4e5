-- The status-page console: page appearance (images kept in PostgreSQL), components in groups with their
-- status history (the public page's uptime bars are computed from it), and subscribers.

ALTER TABLE pages DROP CONSTRAINT pages_theme_check;
ALTER TABLE pages ADD CONSTRAINT pages_theme_check CHECK (theme IN ('light', 'dark', 'auto'));

-- Logos and favicons: checked by their bytes before they get here; served from /v1/images/{id} (public,
-- immutable: a new upload is a new id).
CREATE TABLE page_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('logo', 'favicon')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/x-icon')),
  bytes bytea NOT NULL,
  byte_size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_images_page_id_idx ON page_images (page_id);
ALTER TABLE pages ADD COLUMN logo_image_id uuid REFERENCES page_images (id) ON DELETE SET NULL;
ALTER TABLE pages ADD COLUMN favicon_image_id uuid REFERENCES page_images (id) ON DELETE SET NULL;

CREATE TABLE component_groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL,
  collapsed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX component_groups_page_id_idx ON component_groups (page_id, position);

CREATE TABLE components (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  group_id uuid REFERENCES component_groups (id) ON DELETE SET NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'operational' CHECK (status IN (
    'operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance'
  )),
  position integer NOT NULL,
  show_uptime boolean NOT NULL DEFAULT true,
  only_show_if_degraded boolean NOT NULL DEFAULT false,
  start_date date,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX components_page_id_idx ON components (page_id, position);

-- One row per status a component entered, with when: uptime per day is computed from these intervals.
CREATE TABLE component_status_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  status text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX component_status_changes_component_idx ON component_status_changes (component_id, changed_at);

CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  email text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
  -- Hashed single-use confirmation token and the long-lived unsubscribe token (both 256-bit, hashed).
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  unsubscribe_token_hash text NOT NULL UNIQUE,
  -- Component filter: NULL means every component.
  component_ids uuid[],
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_page_email_key ON subscribers (page_id, lower(email));
CREATE INDEX subscribers_page_created_idx ON subscribers (page_id, created_at, id);
