-- The public read path keeps an in-process snapshot per status page. Every write that touches
-- what a public page shows NOTIFYs `public_pages` with the page's id; PostgreSQL delivers it at commit
-- (never for a rolled-back transaction) to every listening session: this process, other replicas, the
-- maintenance worker's writes included. Identical notifications of one transaction are sent once.

CREATE FUNCTION notify_public_page() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  page uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'pages' THEN page := r.id;
    WHEN 'incident_updates', 'incident_components' THEN
      SELECT i.page_id INTO page FROM incidents i WHERE i.id = r.incident_id;
    WHEN 'incident_update_components' THEN
      SELECT i.page_id INTO page FROM incident_updates u JOIN incidents i ON i.id = u.incident_id
        WHERE u.id = r.incident_update_id;
    WHEN 'component_status_changes' THEN
      SELECT c.page_id INTO page FROM components c WHERE c.id = r.component_id;
    ELSE page := r.page_id; -- page_images, components, component_groups, incidents
  END CASE;
  -- A cascade from a deleted parent finds no parent: the parent's own trigger has notified.
  IF page IS NOT NULL THEN PERFORM pg_notify('public_pages', page::text); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER pages_public_notify AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER page_images_public_notify AFTER INSERT OR UPDATE OR DELETE ON page_images
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER components_public_notify AFTER INSERT OR UPDATE OR DELETE ON components
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER component_groups_public_notify AFTER INSERT OR UPDATE OR DELETE ON component_groups
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER component_status_changes_public_notify AFTER INSERT OR UPDATE OR DELETE ON component_status_changes
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER incidents_public_notify AFTER INSERT OR UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER incident_updates_public_notify AFTER INSERT OR UPDATE OR DELETE ON incident_updates
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER incident_components_public_notify AFTER INSERT OR UPDATE OR DELETE ON incident_components
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
CREATE TRIGGER incident_update_components_public_notify AFTER INSERT OR UPDATE OR DELETE
  ON incident_update_components FOR EACH ROW EXECUTE FUNCTION notify_public_page();
