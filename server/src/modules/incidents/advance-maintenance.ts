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
 * window already over (or begun) records the step without mailing about it, and so does a reminder when
 * subscribers were mailed about the maintenance inside its reminder window already. Start and completion
 * mail as the maintenance's deliver_notifications says (completing by hand defaults to it too).
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
      if (start > now && !(await mailedInsideReminderWindow(tx, maintenance, start))) {
        await sendReminder(tx, ctx, page, maintenance);
      }
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

/**
 * Whether subscribers were already mailed about the maintenance inside its reminder window (it was scheduled,
 * or its window moved, less than reminder_minutes_before its start): that mail is their reminder, so a
 * "Reminder" seconds after "Scheduled" would be a second mail about the same thing.
 */
async function mailedInsideReminderWindow(
  tx: Parameters<typeof notifySubscribers>[0],
  maintenance: MaintenanceRow,
  start: Date,
): Promise<boolean> {
  const windowOpens = start.getTime() - maintenance.reminder_minutes_before * 60_000;
  const updates = await listUpdatesOfIncidents(tx, [maintenance.id]);
  return updates.some((update) => update.deliver_notifications && update.created_at.getTime() >= windowOpens);
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
