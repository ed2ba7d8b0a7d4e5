import { ALL_INCIDENT_STATUSES, DASHBOARD_GREETINGS, IMPACTS } from '../../lib/enums';
import { allRequired, count, errors, nullableTimestamp, timestamp } from '../../lib/http-schemas';
import { ROLES } from '../../lib/permissions';
import { billingNoticeSchema } from '../billing/schemas';
import { PAGE_STATUSES } from '../pages/page-status';

const tags = ['dashboard'];

const dashboardIncident = allRequired({
  id: { type: 'string' },
  name: { type: 'string' },
  status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
  impact: { type: 'string', enum: IMPACTS },
  /** The newest update's time (the incident's start before its first update). */
  latest_update_at: timestamp,
});

const dashboardMaintenance = allRequired({
  id: { type: 'string' },
  name: { type: 'string' },
  status: { type: 'string', enum: ALL_INCIDENT_STATUSES },
  scheduled_for: nullableTimestamp,
  scheduled_until: nullableTimestamp,
  latest_update_at: timestamp,
});

export const dashboardPageSchema = {
  $id: 'DashboardPage',
  ...allRequired({
    id: { type: 'string' },
    name: { type: 'string' },
    slug: { type: 'string' },
    /** The public page's address on this origin (`/public-page?page={slug}`), where members also preview it. */
    public_path: { type: 'string' },
    /** The page's best public address, as the Page's `address` (custom domain, subdomain or public_path). */
    address: { type: 'string' },
    /** The page's IANA time zone, which the times about it are written in. */
    time_zone: { type: 'string' },
    published: { type: 'boolean' },
    /** Components not deleted. */
    component_count: count,
    /** The overall status the public page shows. */
    status: { type: 'string', enum: PAGE_STATUSES },
    /** Unresolved incidents (investigating, identified, monitoring), oldest first. */
    incidents: { type: 'array', items: dashboardIncident },
    /** Maintenance in progress or being verified, or scheduled to start within 7 days (or overdue). */
    maintenances: { type: 'array', items: dashboardMaintenance },
  }),
} as const;

export const dashboardSchema = {
  $id: 'Dashboard',
  ...allRequired({
    /** The caller's role: the console hides what it may not do. */
    role: { type: 'string', enum: ROLES },
    /**
     * `first_visit`: the organisation's creator on their first sign-in; `invited_first_visit`: a member's
     * first sign-in since accepting their invitation; `returning` otherwise (and for API tokens).
     */
    greeting: { type: 'string', enum: DASHBOARD_GREETINGS },
    counts: allRequired({ pages: count, active_incidents: count }),
    pages: { type: 'array', items: { $ref: 'DashboardPage' } },
    /** For those who manage billing: a failing renewal or the move to free, as the subscription's `notice`. */
    billing: billingNoticeSchema,
  }),
} as const;

export const getDashboardSchema = {
  tags,
  summary:
    "The console's home screen in one answer: pages, their status, open incidents and coming maintenance",
  response: { 200: { $ref: 'Dashboard' }, ...errors(401) },
} as const;
