-- Incidents and scheduled maintenance: the kind of each incident, the maintenance automation,
-- affected components (per incident and per update) and the outbox columns incident notifications need.

ALTER TABLE incidents
  ADD COLUMN kind text NOT NULL DEFAULT 'incident' CHECK (kind IN ('incident', 'maintenance')),
  -- Maintenance only: the worker starts and completes it at scheduled_for / scheduled_until.
  ADD COLUMN auto_transition boolean NOT NULL DEFAULT false,
  -- Whether the worker's automatic updates mail subscribers (the choice made when it was created).
  ADD COLUMN deliver_notifications boolean NOT NULL DEFAULT true,
  ADD COLUMN remind_subscribers boolean NOT NULL DEFAULT false,
  ADD COLUMN reminder_minutes_before integer NOT NULL DEFAULT 60
    CHECK (reminder_minutes_before BETWEEN 5 AND 10080),
  -- Set once the reminder was enqueued (or skipped because the window had already begun).
  ADD COLUMN reminded_at timestamptz;
UPDATE incidents SET kind = 'maintenance'
  WHERE status IN ('scheduled', 'in_progress', 'verifying', 'completed');

-- What the maintenance worker scans: open maintenances by the time their next step is due.
CREATE INDEX incidents_open_maintenance_idx ON incidents (scheduled_for, scheduled_until)
  WHERE kind = 'maintenance' AND resolved_at IS NULL;
CREATE INDEX incidents_page_started_idx ON incidents (page_id, started_at DESC, id DESC);

ALTER TABLE incident_updates
  ADD CONSTRAINT incident_updates_status_check CHECK (status IN (
    'investigating', 'identified', 'monitoring', 'resolved', 'postmortem',
    'scheduled', 'in_progress', 'verifying', 'completed'
  ));

-- The components an incident affects, with the status the incident last gave each.
CREATE TABLE incident_components (
  incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN (
    'operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance'
  )),
  PRIMARY KEY (incident_id, component_id)
);
CREATE INDEX incident_components_component_idx ON incident_components (component_id);

-- The components one update named, with the status it set.
CREATE TABLE incident_update_components (
  incident_update_id uuid NOT NULL REFERENCES incident_updates (id) ON DELETE CASCADE,
  component_id uuid NOT NULL REFERENCES components (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN (
    'operational', 'degraded_performance', 'partial_outage', 'major_outage', 'under_maintenance'
  )),
  PRIMARY KEY (incident_update_id, component_id)
);

-- Extra headers (List-Unsubscribe); and for subscriber notifications what the mail is about (an incident
-- update, or a maintenance for its reminder) and to whom: one mail per subscriber per notification, so a
-- repeated fan-out inserts nothing twice (NULLs, every other mail, never collide).
ALTER TABLE mail_outbox
  ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD COLUMN notification_id uuid,
  ADD COLUMN subscriber_id uuid;
CREATE UNIQUE INDEX mail_outbox_notification_key ON mail_outbox (notification_id, subscriber_id);
