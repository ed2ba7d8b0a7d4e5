import type { Queryable } from '../../db/db';
import type { Impact, IncidentKind, IncidentStatus } from '../../lib/enums';

/** An open incident or a current or coming maintenance of one of the organisation's pages. */
export type DashboardIncidentRow = {
  id: string;
  page_id: string;
  kind: IncidentKind;
  name: string;
  status: IncidentStatus;
  impact: Impact;
  scheduled_for: Date | null;
  scheduled_until: Date | null;
  /** The newest update's display time (the incident's own start when it has none). */
  latest_update_at: Date;
};

/** How far ahead the dashboard looks for scheduled maintenance. */
export const MAINTENANCE_HORIZON_DAYS = 7;

/**
 * Every page's unresolved incidents (investigating, identified, monitoring) and its maintenance in progress
 * (in_progress, verifying) or scheduled to start within the horizon (or overdue), in one query for the whole
 * organisation however many pages it has; oldest first, as they began or will begin.
 */
export async function listDashboardIncidents(
  db: Queryable,
  organizationId: string,
): Promise<DashboardIncidentRow[]> {
  return db.query<DashboardIncidentRow>(
    `SELECT i.id, i.page_id, i.kind, i.name, i.status, i.impact, i.scheduled_for, i.scheduled_until,
            coalesce((SELECT max(u.display_at) FROM incident_updates u WHERE u.incident_id = i.id), i.started_at)
              AS latest_update_at
     FROM incidents i
     JOIN pages p ON p.id = i.page_id
     WHERE p.organization_id = $1 AND i.resolved_at IS NULL
       AND (i.status IN ('investigating', 'identified', 'monitoring', 'in_progress', 'verifying')
         OR (i.status = 'scheduled' AND i.scheduled_for <= now() + make_interval(days => $2)))
     ORDER BY coalesce(i.scheduled_for, i.started_at), i.id`,
    [organizationId, MAINTENANCE_HORIZON_DAYS],
  );
}

/**
 * Whether the signed-in session is the member's first since they joined the organisation (created it or
 * accepted an invitation), and whether they were invited. A session is a refresh family; its first token
 * (generation 0) says when it began. Null when the user is gone.
 */
export async function findVisitOfSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ invited: boolean; first_session: boolean } | null> {
  const rows = await db.query<{ invited: boolean; first_session: boolean }>(
    `SELECT u.invitation_accepted_at IS NOT NULL AS invited,
            NOT EXISTS (
              SELECT 1 FROM refresh_tokens earlier
              WHERE earlier.user_id = u.id AND earlier.generation = 0 AND earlier.family_id <> $2
                AND earlier.created_at >= coalesce(u.invitation_accepted_at, u.created_at)
                AND earlier.created_at <= (
                  SELECT min(own.created_at) FROM refresh_tokens own WHERE own.family_id = $2 AND own.user_id = u.id
                )
            ) AS first_session
     FROM users u WHERE u.id = $1`,
    [userId, sessionId],
  );
  return rows[0] ?? null;
}
