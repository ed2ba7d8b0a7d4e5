-- A component's status history is written many rows at a time: the status PATCH applies the changes that
-- arrive together in one statement, ten and more rows of one component. The public page's NOTIFY
-- (0008_public_snapshot_notify.sql) was a row trigger on those inserts, a PL/pgSQL call and a look-up per
-- row for a notification PostgreSQL then sends once per transaction anyway; on the embedded database that
-- was a tenth of the statement. An insert now notifies once per statement, for each page its rows are of.
-- The notification is the same (`public_pages`, the page's id, at commit); updates and deletes (rare: a
-- correction by hand, a component's deletion cascading) keep the row trigger.

DROP TRIGGER component_status_changes_public_notify ON component_status_changes;

CREATE FUNCTION notify_public_pages_of_status_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages', changed.page_id::text)
    FROM (SELECT DISTINCT c.page_id FROM inserted i JOIN components c ON c.id = i.component_id) changed;
  RETURN NULL;
END
$$;

CREATE TRIGGER component_status_changes_public_notify AFTER INSERT ON component_status_changes
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_of_status_changes();
CREATE TRIGGER component_status_changes_public_notify_rows AFTER UPDATE OR DELETE ON component_status_changes
  FOR EACH ROW EXECUTE FUNCTION notify_public_page();
