import type { Queryable } from '../../db/db';
import type { IncidentTranslations, UpdateTranslations } from './translations';

/** What one maintenance's calendar event says; `cancelled` for a deleted one (kept for 30 days). */
export type CalendarMaintenance = {
  id: string;
  name: string;
  /** The name in the page's other languages. */
  translations: IncidentTranslations;
  scheduled_for: Date;
  scheduled_until: Date;
  /** Raised by the database on every change (migration 0015); a deleted one's is one more than its last. */
  sequence: number;
  /** When the event last changed (its deletion, for a cancelled one). */
  changed_at: Date;
  /** The latest update's body ('' for a cancelled one), and its text in the page's other languages. */
  description: string;
  description_translations: UpdateTranslations;
  cancelled: boolean;
};

/** How long an ended or deleted maintenance stays in the calendar. */
export const CALENDAR_WINDOW_DAYS = 30;

const LIVE = `SELECT i.id, i.name, i.translations, i.scheduled_for, i.scheduled_until, i.calendar_sequence AS sequence,
    i.calendar_changed_at AS changed_at, false AS cancelled,
    coalesce((SELECT u.body FROM incident_updates u WHERE u.incident_id = i.id
      ORDER BY u.display_at DESC, u.created_at DESC, u.id DESC LIMIT 1), '') AS description,
    coalesce((SELECT u.translations FROM incident_updates u WHERE u.incident_id = i.id
      ORDER BY u.display_at DESC, u.created_at DESC, u.id DESC LIMIT 1), '{}'::jsonb) AS description_translations
  FROM incidents i
  WHERE i.kind = 'maintenance' AND i.scheduled_for IS NOT NULL AND i.scheduled_until IS NOT NULL`;

/**
 * The page's maintenance for its calendar: upcoming and in progress, those that ended since `since`, and
 * those deleted since `since` (cancelled); by start, then id.
 */
export async function listCalendarMaintenance(
  db: Queryable,
  pageId: string,
  since: Date,
): Promise<CalendarMaintenance[]> {
  return db.query<CalendarMaintenance>(
    `${LIVE} AND i.page_id = $1 AND (i.resolved_at IS NULL OR i.resolved_at >= $2)
     UNION ALL
     SELECT id, name, translations, scheduled_for, scheduled_until, calendar_sequence, deleted_at, true, '',
       '{}'::jsonb
     FROM cancelled_maintenances WHERE page_id = $1 AND deleted_at >= $2
     ORDER BY scheduled_for, id`,
    [pageId, since],
  );
}

/** One maintenance as its event says it now (in the caller's transaction: after the change just made). */
export async function findCalendarMaintenance(
  db: Queryable,
  id: string,
): Promise<CalendarMaintenance | null> {
  const rows = await db.query<CalendarMaintenance>(`${LIVE} AND i.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Keeps a maintenance about to be deleted as a cancelled event (its sequence one higher than its last), and
 * removes the ones deleted more than 30 days ago. Does nothing for an incident or a maintenance without a window.
 */
export async function recordCancelledMaintenance(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `INSERT INTO cancelled_maintenances (id, page_id, name, translations, scheduled_for, scheduled_until,
       calendar_sequence)
     SELECT id, page_id, name, translations, scheduled_for, scheduled_until, calendar_sequence + 1 FROM incidents
     WHERE id = $1 AND kind = 'maintenance' AND scheduled_for IS NOT NULL AND scheduled_until IS NOT NULL
     ON CONFLICT (id) DO NOTHING`,
    [id],
  );
  await tx.query(
    `DELETE FROM cancelled_maintenances WHERE deleted_at < now() - $1::integer * interval '1 day'`,
    [CALENDAR_WINDOW_DAYS],
  );
}
