-- A page's incident templates: what "Report incident" can start from — the incident's title and first
-- message, its status and impact (a maintenance template has the impact maintenance), the components it
-- names with the status each is set to ([{"id": …, "status": …}]), and the title and message in the page's
-- other languages ({"<language>": {"title": …, "body": …}}). Which statuses, impacts and languages are valid,
-- and that the components are the page's, is checked by the API (one list of each in the code); a component
-- deleted later is left out when a template is read, so the stored list needs no cleaning.
-- New pages get the starter templates from the code (modules/incident-templates/starter-templates.ts);
-- pages that exist before this migration start with none.
CREATE TABLE incident_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  name text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  status text NOT NULL,
  impact text NOT NULL,
  components jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(components) = 'array'),
  translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_templates_page_id_idx ON incident_templates (page_id);
