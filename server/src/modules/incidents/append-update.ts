import type { IncidentStatus, Language } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { setComponentStatuses } from '../components/set-component-statuses';
import type { PageRow } from '../pages/repository';
import { notifySubscribers } from './notify-subscribers';
import { type IncidentRow, updateIncidentFields } from './repository';
import { defaultBody, inOtherLanguages, resolves } from './statuses';
import { mergeTranslations } from './translations';
import {
  type ComponentChange,
  type IncidentUpdateRow,
  insertIncidentUpdate,
  listIncidentComponents,
  recordAffectedComponents,
} from './update-repository';

const STARTED: readonly IncidentStatus[] = ['in_progress', 'verifying'];

export type UpdateChange = {
  status: IncidentStatus;
  body: string;
  /** The text in the page's other languages (checked by the caller); empty ones are not stored. */
  translations?: Partial<Record<Language, string>>;
  /** Components the update names, with their new status (checked to be the page's by the caller). */
  components: ComponentChange[];
  deliverNotifications: boolean;
  /** When the update is shown to have happened (default now). */
  displayAt?: Date;
  /** What resolved_at becomes when this update resolves the incident (default now). */
  now?: Date;
};

/**
 * One update on the timeline, in the caller's transaction (the page row already locked): the components it
 * names take their status (history written); resolving returns every other affected component to
 * operational and sets resolved_at, reopening clears it; with deliver_notifications the subscribers' mails
 * are queued alongside. A maintenance still `scheduled` only records its components: when it starts, every
 * one the update does not name goes under maintenance. Resolving or completing without a message stores
 * the page language's default text (`defaultBody`), and the same text in the other languages where the
 * request gave none.
 */
export async function appendUpdate(
  tx: Tx,
  ctx: ServiceContext,
  page: PageRow,
  incident: IncidentRow,
  change: UpdateChange,
): Promise<IncidentUpdateRow> {
  const body = change.body === '' ? defaultBody(change.status, page.default_language) : change.body;
  const defaults =
    change.body === ''
      ? inOtherLanguages(page.default_language, (language) => defaultBody(change.status, language))
      : {};
  const translations = mergeTranslations({}, { ...defaults, ...change.translations }, 'body');
  const wasResolved = incident.resolved_at !== null;
  const resolving = resolves(change.status) && !wasResolved;
  // A maintenance beginning (by the worker or by hand) puts its components under maintenance.
  const starting = incident.status === 'scheduled' && STARTED.includes(change.status);
  const changes = [...change.components];
  if (resolving || starting) {
    const named = new Set(changes.map((component) => component.id));
    const affected = await listIncidentComponents(tx, [incident.id]);
    const status = resolving ? 'operational' : 'under_maintenance';
    for (const component of affected) {
      if (!named.has(component.id)) changes.push({ id: component.id, status });
    }
  }
  if (change.status !== 'scheduled') await setComponentStatuses(tx, ctx, page.id, changes);

  const update = await insertIncidentUpdate(tx, {
    incidentId: incident.id,
    status: change.status,
    body,
    translations,
    displayAt: change.displayAt ?? null,
    deliverNotifications: change.deliverNotifications,
  });
  await recordAffectedComponents(tx, incident.id, update.id, changes);
  let resolvedAt: Date | null | undefined;
  if (resolving) resolvedAt = change.now ?? new Date();
  else if (wasResolved && !resolves(change.status)) resolvedAt = null;
  await updateIncidentFields(tx, incident.id, { status: change.status, resolvedAt });

  if (change.deliverNotifications) {
    await notifySubscribers(tx, ctx, page, incident, {
      notificationId: update.id,
      postedAt: update.display_at,
      status: change.status,
      body,
      translations,
      components: await listIncidentComponents(tx, [incident.id]),
    });
  }
  return update;
}
