-- An organisation's version (0026_organization_versions.sql) is read only on PostgreSQL, where other
-- replicas write too (server/src/db/organization-reads.ts, freshnessByVersion). The embedded database is
-- held by one process, whose write watch tells it exactly when its remembered reads are stale
-- (freshnessByWatch); nothing there reads the versions, and keeping them was a fifth of the status PATCH's
-- statement on it (66 of 338 µs inside the database for one change, the function's five look-ups and
-- writes). A session that sets `statusdeck.organization_versions` to 'off' (the server does so on the
-- embedded database's one session, server/src/app.ts) now takes no versions; every other session, and so
-- every PostgreSQL one, still does, exactly as before. Versions come from one sequence and a process starts
-- with nothing remembered, so a data folder's versions being behind never matters to a reader.

CREATE OR REPLACE FUNCTION bump_organization_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  org uuid;
  done text := coalesce(current_setting('statusdeck.versioned_pages', true), '');
BEGIN
  -- A session whose database nobody reads versions of (the embedded database: see the note above).
  IF current_setting('statusdeck.organization_versions', true) = 'off' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  -- A row of a page this transaction has given its organisation's version already: nothing to look up.
  IF TG_TABLE_NAME IN ('components', 'component_groups', 'incidents', 'page_images') THEN
    IF position(r.page_id::text IN done) > 0 THEN RETURN NULL; END IF;
  END IF;
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
  IF org IS NULL OR EXISTS (
    SELECT 1 FROM organization_versions v
    WHERE v.organization_id = org AND v.xmin = pg_current_xact_id()::xid
  ) THEN
    RETURN NULL;
  END IF;
  -- A cascade from a deleted parent finds no parent: the parent's own trigger has bumped. A deleted
  -- organisation gets no row (its readers are gone with it); the look-up takes no lock.
  IF EXISTS (SELECT 1 FROM organizations o WHERE o.id = org) THEN
    INSERT INTO organization_versions (organization_id, version)
      VALUES (org, nextval('organization_version_numbers'))
      ON CONFLICT (organization_id) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  IF TG_TABLE_NAME IN ('components', 'component_groups', 'incidents', 'page_images') THEN
    PERFORM set_config('statusdeck.versioned_pages', done || r.page_id::text || ' ', true);
  END IF;
  RETURN NULL;
END
$$;
