-- The console's main reads (the page list, a page's components, its incidents) are remembered per
-- organisation by each process (server/src/db/organization-reads.ts). On PostgreSQL, where other replicas
-- write too, a remembered answer serves only while the organisation's version is the one it was read at:
-- every transaction that writes what those reads show gives the organisation a new version, in the same
-- transaction, so the new version is visible exactly when the write is.
--
-- The new version is taken at COMMIT (deferred constraint triggers), after every other lock the transaction
-- takes: the version row is locked only for the commit itself, never while the transaction waits for
-- anything else, so it cannot join a deadlock with the page and component locks. Values come from one
-- sequence, so a version is never seen twice, not even for a deleted and re-created row.

CREATE SEQUENCE organization_version_numbers;
-- No foreign key: checking one would take a KEY SHARE lock on the organisation's row at COMMIT, which
-- deadlocks with a transaction holding that row FOR UPDATE (a plan limit) and waiting for our page lock.
-- The organisation's deletion removes its row (below).
CREATE TABLE organization_versions (
  organization_id uuid PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_organization_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  org uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  -- Which page a row is of: the same mapping as notify_public_page (0008_public_snapshot_notify.sql).
  CASE TG_TABLE_NAME
    WHEN 'pages' THEN org := r.organization_id;
    WHEN 'incident_updates', 'incident_components' THEN
      SELECT p.organization_id INTO org FROM incidents i JOIN pages p ON p.id = i.page_id
        WHERE i.id = r.incident_id;
    WHEN 'incident_update_components' THEN
      SELECT p.organization_id INTO org FROM incident_updates u JOIN incidents i ON i.id = u.incident_id
        JOIN pages p ON p.id = i.page_id WHERE u.id = r.incident_update_id;
    ELSE -- page_images, components, component_groups, incidents
      SELECT p.organization_id INTO org FROM pages p WHERE p.id = r.page_id;
  END CASE;
  -- A cascade from a deleted parent finds no parent: the parent's own trigger has bumped. A deleted
  -- organisation gets no row (its readers are gone with it); the look-up takes no lock.
  IF org IS NOT NULL AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = org) THEN
    INSERT INTO organization_versions (organization_id, version)
      VALUES (org, nextval('organization_version_numbers'))
      ON CONFLICT (organization_id) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER pages_organization_version AFTER INSERT OR UPDATE OR DELETE ON pages
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER page_images_organization_version AFTER INSERT OR UPDATE OR DELETE ON page_images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER components_organization_version AFTER INSERT OR UPDATE OR DELETE ON components
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER component_groups_organization_version AFTER INSERT OR UPDATE OR DELETE
  ON component_groups DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER incidents_organization_version AFTER INSERT OR UPDATE OR DELETE ON incidents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER incident_updates_organization_version AFTER INSERT OR UPDATE OR DELETE
  ON incident_updates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER incident_components_organization_version AFTER INSERT OR UPDATE OR DELETE
  ON incident_components DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_organization_version();
CREATE CONSTRAINT TRIGGER incident_update_components_organization_version AFTER INSERT OR UPDATE OR DELETE
  ON incident_update_components DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION bump_organization_version();

CREATE FUNCTION forget_organization_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM organization_versions WHERE organization_id = OLD.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER organizations_forget_version AFTER DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION forget_organization_version();
