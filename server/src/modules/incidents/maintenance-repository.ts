import type { Queryable } from '../../db/db';
import type { PageRow } from '../pages/repository';
import { INCIDENT_COLUMNS, type IncidentRow } from './repository';

export type MaintenanceRow = IncidentRow & { reminded_at: Date | null };

/** A maintenance with a step due at $1: its reminder, its start or its end. */
const DUE = `kind = 'maintenance' AND resolved_at IS NULL AND (
    (auto_transition AND status = 'scheduled' AND scheduled_for <= $1)
    OR (auto_transition AND status IN ('in_progress', 'verifying') AND scheduled_until <= $1)
    OR (remind_subscribers AND reminded_at IS NULL AND status = 'scheduled'
      AND scheduled_for - reminder_minutes_before * interval '1 minute' <= $1))`;

/**
 * Claims (locks) one page that has a maintenance step due. The page, not the incident, is the claimed row
 * so the worker takes locks in the order every incident write does (page, then incident); SKIP LOCKED lets
 * other workers take other pages and skips a page a request is writing to (it is picked up next time).
 */
export async function claimPageWithDueMaintenance(
  tx: Queryable,
  now: Date,
  skipPageIds: readonly string[],
): Promise<PageRow | null> {
  const rows = await tx.query<PageRow>(
    `SELECT p.* FROM pages p
     WHERE p.id IN (SELECT page_id FROM incidents WHERE ${DUE}) AND p.id <> ALL($2::uuid[])
     LIMIT 1 FOR UPDATE OF p SKIP LOCKED`,
    [now, skipPageIds],
  );
  return rows[0] ?? null;
}

/**
 * The page's maintenance whose step is due soonest, locked. Read in a new statement after the page lock,
 * so a step another worker committed meanwhile is seen and not repeated.
 */
export async function findDueMaintenance(
  tx: Queryable,
  pageId: string,
  now: Date,
): Promise<MaintenanceRow | null> {
  const rows = await tx.query<MaintenanceRow>(
    `SELECT ${INCIDENT_COLUMNS}, reminded_at FROM incidents WHERE page_id = $2 AND ${DUE}
     ORDER BY scheduled_for, id LIMIT 1 FOR UPDATE`,
    [now, pageId],
  );
  return rows[0] ?? null;
}

export async function markReminded(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.query('UPDATE incidents SET reminded_at = $2 WHERE id = $1', [id, now]);
}

export type MaintenanceSchedule = {
  scheduledFor: Date;
  scheduledUntil: Date;
  autoTransition?: boolean;
  remindSubscribers?: boolean;
  reminderMinutesBefore?: number;
};

/** A maintenance starts at scheduled_for, so started_at moves with it. */
export async function updateMaintenanceSchedule(
  tx: Queryable,
  id: string,
  schedule: MaintenanceSchedule,
): Promise<void> {
  await tx.query(
    `UPDATE incidents SET scheduled_for = $2, started_at = $2, scheduled_until = $3,
       auto_transition = coalesce($4, auto_transition), remind_subscribers = coalesce($5, remind_subscribers),
       reminder_minutes_before = coalesce($6, reminder_minutes_before), updated_at = now()
     WHERE id = $1`,
    [
      id,
      schedule.scheduledFor,
      schedule.scheduledUntil,
      schedule.autoTransition ?? null,
      schedule.remindSubscribers ?? null,
      schedule.reminderMinutesBefore ?? null,
    ],
  );
}
