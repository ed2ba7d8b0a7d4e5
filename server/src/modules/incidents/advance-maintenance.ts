import { SERVER_COPY } from '../../lib/server-copy';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import type { PageRow } from '../pages/repository';
import { appendUpdate } from './append-update';
import {
  claimPageWithDueMaintenance,
  findDueMaintenance,
  type MaintenanceRow,
  markReminded,
} from './maintenance-repository';
import { notifySubscribers } from './notify-subscribers';
import { inOtherLanguages } from './statuses';
import { listIncidentComponents, listUpdatesOfIncidents } from './update-repository';

export type MaintenanceStep = 'reminder' | 'start' | 'end';

/**
 * Takes the next due step of one maintenance, in one transaction; null when nothing is due (or every
 * page with something due is being written to right now). Steps missed while no worker ran are caught up
 * one by one, each shown at the time it was due; a start or reminder whose moment has passed with the
 * window already over (or begun) records the step without mailing about it.
 */
export async function advanceOneMaintenance(
  ctx: ServiceContext,
  now: Date,
  skipPageIds: readonly string[] = [],
): Promise<MaintenanceStep | null> {
  let claimed: string | null = null;
  try {
    return await takeStep(ctx, now, skipPageIds, (pageId) => {
      claimed = pageId;
    });
  } catch (error) {
    if (claimed) throw new MaintenanceStepError(claimed, error);
    throw error;
  }
}

/** A step that failed on one page (its transaction rolled back); the worker goes on with the others. */
export class MaintenanceStepError extends Error {
  constructor(
    readonly pageId: string,
    cause: unknown,
  ) {
    super(`maintenance step failed on page ${pageId}`, { cause });
    this.name = 'MaintenanceStepError';
  }
}

async function takeStep(
  ctx: ServiceContext,
  now: Date,
  skipPageIds: readonly string[],
  onClaim: (pageId: string) => void,
): Promise<MaintenanceStep | null> {
  return withTransaction(ctx, async (tx) => {
    const page = await claimPageWithDueMaintenance(tx, now, skipPageIds);
    if (!page) return null;
    onClaim(page.id);
    const maintenance = await findDueMaintenance(tx, page.id, now);
    if (!maintenance) return null;
    const { scheduled_for: start, scheduled_until: end } = maintenance;
    if (!start || !end) return null;

    if (maintenance.remind_subscribers && !maintenance.reminded_at && maintenance.status === 'scheduled') {
      if (start > now) await sendReminder(tx, ctx, page, maintenance);
      await markReminded(tx, maintenance.id, now);
      return 'reminder';
    }
    const copy = SERVER_COPY[page.default_language];
    if (maintenance.status === 'scheduled') {
      await appendUpdate(tx, ctx, page, maintenance, {
        status: 'in_progress',
        body: copy.maintenanceStarted,
        translations: inOtherLanguages(
          page.default_language,
          (language) => SERVER_COPY[language].maintenanceStarted,
        ),
        components: [],
        deliverNotifications: maintenance.deliver_notifications && end > now,
        displayAt: start,
      });
      return 'start';
    }
    await appendUpdate(tx, ctx, page, maintenance, {
      status: 'completed',
      body: copy.maintenanceCompleted,
      translations: inOtherLanguages(
        page.default_language,
        (language) => SERVER_COPY[language].maintenanceCompleted,
      ),
      components: [],
      deliverNotifications: maintenance.deliver_notifications,
      displayAt: end,
      now: end,
    });
    return 'end';
  });
}

async function sendReminder(
  tx: Parameters<typeof notifySubscribers>[0],
  ctx: ServiceContext,
  page: PageRow,
  maintenance: MaintenanceRow,
) {
  const [latest] = await listUpdatesOfIncidents(tx, [maintenance.id]);
  await notifySubscribers(tx, ctx, page, maintenance, {
    // One reminder per maintenance: its id keys the mails, so a repeat queues nothing twice.
    notificationId: maintenance.id,
    status: maintenance.status,
    body: latest?.body ?? '',
    translations: latest?.translations ?? {},
    components: await listIncidentComponents(tx, [maintenance.id]),
    reminder: true,
  });
}
