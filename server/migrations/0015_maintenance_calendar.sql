-- The maintenance calendar (/status/{slug}/maintenance.ics and the mails' .ics attachment). A calendar
-- client replaces its copy of an event only when the new one has a higher SEQUENCE, so every change a
-- reader would see — title, status, window, a new or corrected update — raises the maintenance's counter.
-- Triggers raise it, so no writer (the console, the API, the maintenance worker) can forget to.
ALTER TABLE incidents
  ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0,
  ADD COLUMN calendar_changed_at timestamptz;
UPDATE incidents SET calendar_changed_at = updated_at;
ALTER TABLE incidents
  ALTER COLUMN calendar_changed_at SET DEFAULT now(),
  ALTER COLUMN calendar_changed_at SET NOT NULL;

CREATE FUNCTION raise_maintenance_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_sequence := OLD.calendar_sequence + 1;
  NEW.calendar_changed_at := now();
  RETURN NEW;
END
$$;

CREATE TRIGGER incidents_calendar_sequence BEFORE UPDATE ON incidents
  FOR EACH ROW WHEN (OLD.kind = 'maintenance' AND (OLD.name, OLD.status, OLD.scheduled_for, OLD.scheduled_until)
    IS DISTINCT FROM (NEW.name, NEW.status, NEW.scheduled_for, NEW.scheduled_until)
    AND OLD.calendar_sequence = NEW.calendar_sequence)
  EXECUTE FUNCTION raise_maintenance_sequence();

-- An update's body is the event's description: a new update or a corrected one changes the event.
CREATE FUNCTION raise_sequence_of_updated_maintenance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE incidents SET calendar_sequence = calendar_sequence + 1, calendar_changed_at = now()
    WHERE id = NEW.incident_id AND kind = 'maintenance';
  RETURN NULL;
END
$$;

CREATE TRIGGER incident_updates_calendar_sequence AFTER INSERT OR UPDATE OF body, status ON incident_updates
  FOR EACH ROW EXECUTE FUNCTION raise_sequence_of_updated_maintenance();

-- A deleted maintenance stays in the calendar as cancelled for 30 days, so subscribed calendars drop it
-- instead of keeping a window that will not happen. The incident row is gone (deletion is a hard delete),
-- so what the event needs is kept here; rows older than 30 days are removed by the next deletion.
CREATE TABLE cancelled_maintenances (
  id uuid PRIMARY KEY,
  page_id uuid NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  name text NOT NULL,
  scheduled_for timestamptz NOT NULL,
  scheduled_until timestamptz NOT NULL,
  calendar_sequence integer NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cancelled_maintenances_page_idx ON cancelled_maintenances (page_id, deleted_at);
CREATE INDEX cancelled_maintenances_deleted_idx ON cancelled_maintenances (deleted_at);

-- Files sent with a mail: [{ "filename", "contentType", "content" }] (a maintenance's .ics event).
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
