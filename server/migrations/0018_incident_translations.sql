-- An incident's name and each update's text in the page's other languages: {"<language>": {"name": …}} on
-- incidents, {"<language>": {"body": …}} on updates. The page's default language keeps its text in name and
-- body; readers fall back to it where a language has none. Which keys are languages is checked by the API
-- (one list of languages in the code); the database keeps the value an object.
ALTER TABLE incidents
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
ALTER TABLE incident_updates
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');
-- A deleted maintenance's cancelled event keeps its translated titles too.
ALTER TABLE cancelled_maintenances
  ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(translations) = 'object');

-- A translated title or description is part of the calendar event: changing one raises its SEQUENCE, so
-- calendars that subscribed in that language take the new text.
DROP TRIGGER incidents_calendar_sequence ON incidents;
CREATE TRIGGER incidents_calendar_sequence BEFORE UPDATE ON incidents
  FOR EACH ROW WHEN (OLD.kind = 'maintenance'
    AND (OLD.name, OLD.status, OLD.scheduled_for, OLD.scheduled_until, OLD.translations)
      IS DISTINCT FROM (NEW.name, NEW.status, NEW.scheduled_for, NEW.scheduled_until, NEW.translations)
    AND OLD.calendar_sequence = NEW.calendar_sequence)
  EXECUTE FUNCTION raise_maintenance_sequence();

DROP TRIGGER incident_updates_calendar_sequence ON incident_updates;
CREATE TRIGGER incident_updates_calendar_sequence
  AFTER INSERT OR UPDATE OF body, status, translations ON incident_updates
  FOR EACH ROW EXECUTE FUNCTION raise_sequence_of_updated_maintenance();
