-- A page's former address, released by a rename or a delete. It stays reserved for its organisation until
-- `reserved_until` (30 days), so nobody else can take over the badges, feeds and API clients still pointing
-- at it; while the page exists (`page_id`), the old address redirects to its current one. The organisation
-- may take the slug back at any time (the row is then removed), anyone may once the reservation has passed.
CREATE TABLE released_slugs (
  slug text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  page_id uuid REFERENCES pages (id) ON DELETE SET NULL,
  released_at timestamptz NOT NULL DEFAULT now(),
  reserved_until timestamptz NOT NULL
);
CREATE INDEX released_slugs_page_idx ON released_slugs (page_id);
