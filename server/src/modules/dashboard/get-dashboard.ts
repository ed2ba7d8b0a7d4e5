import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import type { Actor, VerbArgs } from '../../lib/actor';
import type { DashboardGreeting } from '../../lib/enums';
import { can, type Role } from '../../lib/permissions';
import type { ServiceContext } from '../../lib/service-context';
import { type BillingNotice, billingNoticeOf } from '../billing/plan-changes';
import type { PageStatus } from '../pages/page-status';
import { presentPage } from '../pages/present-page';
import { listPagesOfOrganization } from '../pages/repository';
import { type DashboardIncidentRow, findVisitOfSession, listDashboardIncidents } from './repository';

type DashboardIncident = Pick<DashboardIncidentRow, 'id' | 'name' | 'status' | 'impact' | 'latest_update_at'>;
type DashboardMaintenance = Pick<
  DashboardIncidentRow,
  'id' | 'name' | 'status' | 'scheduled_for' | 'scheduled_until' | 'latest_update_at'
>;

export type DashboardPage = {
  id: string;
  name: string;
  slug: string;
  public_path: string;
  address: string;
  time_zone: string;
  published: boolean;
  component_count: number;
  status: PageStatus;
  incidents: DashboardIncident[];
  maintenances: DashboardMaintenance[];
};

export type Dashboard = {
  role: Role;
  greeting: DashboardGreeting;
  counts: { pages: number; active_incidents: number };
  pages: DashboardPage[];
  /** Only for those who manage billing. */
  billing: BillingNotice | null;
};

/**
 * Everything the console's home screen paints, in a fixed number of queries whatever the number of pages:
 * the pages with the overall status their public page shows, their open incidents and their maintenance
 * in progress or coming within a week, the counts of the cards, the greeting, the caller's role and, for
 * an owner, a failing renewal or the move to Free.
 */
export async function getDashboard({ ctx, actor }: VerbArgs): Promise<Dashboard> {
  const [pageRows, incidentRows, greeting, billing] = await Promise.all([
    listPagesOfOrganization(ctx.db, actor.organizationId),
    listDashboardIncidents(ctx.db, actor.organizationId),
    greetingOf(ctx, actor),
    can(actor.role, 'billing.manage') ? billingNoticeOf(ctx.db, actor.organizationId) : null,
  ]);
  const incidentsOf = new Map<string, DashboardIncidentRow[]>();
  for (const incident of incidentRows) {
    incidentsOf.set(incident.page_id, [...(incidentsOf.get(incident.page_id) ?? []), incident]);
  }
  const pages = pageRows.map((row): DashboardPage => {
    const page = presentPage(ctx.config, row);
    const own = incidentsOf.get(page.id) ?? [];
    return {
      id: page.id,
      name: page.name,
      slug: page.slug,
      public_path: publicPagePaths({ slug: page.slug }).page(),
      address: page.address,
      time_zone: page.time_zone,
      published: page.published,
      component_count: page.component_count,
      status: page.status,
      incidents: own
        .filter((incident) => incident.kind === 'incident')
        .map(({ id, name, status, impact, latest_update_at }) => ({
          id,
          name,
          status,
          impact,
          latest_update_at,
        })),
      maintenances: own
        .filter((incident) => incident.kind === 'maintenance')
        .map(({ id, name, status, scheduled_for, scheduled_until, latest_update_at }) => ({
          id,
          name,
          status,
          scheduled_for,
          scheduled_until,
          latest_update_at,
        })),
    };
  });
  return {
    role: actor.role,
    greeting,
    counts: {
      pages: pages.length,
      active_incidents: pageRows.reduce((sum, row) => sum + row.open_incident_count, 0),
    },
    pages,
    billing,
  };
}

/** An API token has no sign-in to be the first of: it is always greeted as returning. */
async function greetingOf(ctx: ServiceContext, actor: Actor): Promise<DashboardGreeting> {
  if (actor.sessionId === null) return 'returning';
  const visit = await findVisitOfSession(ctx.db, actor.userId, actor.sessionId);
  if (!visit?.first_session) return 'returning';
  return visit.invited ? 'invited_first_visit' : 'first_visit';
}
