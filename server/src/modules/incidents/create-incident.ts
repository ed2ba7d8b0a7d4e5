import type { VerbArgs } from '../../lib/actor';
import type { ComponentStatus, Impact, IncidentStatus } from '../../lib/enums';
import { invalidField } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { appendUpdate } from './append-update';
import { requireComponentChanges } from './incident-input';
import { type PresentedIncident, presentIncidents } from './present-incidents';
import { insertIncident } from './repository';
import { requireIncidentOfPage } from './require-incident';
import { kindOfImpact, kindOfStatus } from './statuses';
import { checkTranslations, mergeTranslations, type TranslationsInput } from './translations';

export type CreateIncidentInput = {
  pageId: string;
  name: string;
  status?: IncidentStatus;
  impact?: Impact;
  body?: string;
  components?: Array<{ id: string; status: ComponentStatus }>;
  deliver_notifications?: boolean;
  started_at?: string;
  scheduled_for?: string;
  scheduled_until?: string;
  auto_transition?: boolean;
  remind_subscribers?: boolean;
  reminder_minutes_before?: number;
  /** The name and the first update's text in the page's other languages. */
  translations?: TranslationsInput;
};

/** A little slack for clocks: "started a second from now" is a client clock, not a future incident. */
const CLOCK_SKEW_MS = 60_000;

/** Which kind the request describes, and its status and impact, refusing mixtures (400 per field). */
function classify(input: CreateIncidentInput, now: Date) {
  const maintenance = input.scheduled_for !== undefined || input.scheduled_until !== undefined;
  const kind = maintenance ? 'maintenance' : 'incident';
  const status = input.status ?? (maintenance ? 'scheduled' : 'investigating');
  const impact = input.impact ?? (maintenance ? 'maintenance' : 'none');
  if (kindOfStatus(status) !== kind) {
    throw invalidField(
      'status',
      'invalid_for_kind',
      `${status} is not a status of ${kind === 'incident' ? 'an incident' : 'a maintenance'}`,
    );
  }
  if (kindOfImpact(impact) !== kind) {
    throw invalidField(
      'impact',
      'invalid_for_kind',
      maintenance
        ? 'A maintenance has the impact maintenance'
        : 'maintenance is the impact of scheduled maintenance',
    );
  }
  if (maintenance) {
    if (!input.scheduled_for || !input.scheduled_until) {
      const field = input.scheduled_for ? 'scheduled_until' : 'scheduled_for';
      throw invalidField(field, 'required', 'A maintenance needs scheduled_for and scheduled_until');
    }
    if (Date.parse(input.scheduled_for) >= Date.parse(input.scheduled_until)) {
      throw invalidField('scheduled_until', 'before_start', 'scheduled_until must be after scheduled_for');
    }
    if (input.started_at !== undefined) {
      throw invalidField('started_at', 'invalid_for_kind', 'A maintenance starts at scheduled_for');
    }
  } else {
    for (const field of ['auto_transition', 'remind_subscribers', 'reminder_minutes_before'] as const) {
      if (input[field] !== undefined)
        throw invalidField(field, 'invalid_for_kind', `${field} is for maintenance`);
    }
    if (input.started_at && Date.parse(input.started_at) > now.getTime() + CLOCK_SKEW_MS) {
      throw invalidField('started_at', 'in_future', 'started_at cannot be in the future');
    }
  }
  return { kind, status, impact } as const;
}

/**
 * Reports an incident or schedules a maintenance: the incident, its first update (the body) and the
 * components' new statuses commit together, with the subscribers' mails when asked for.
 */
export async function createIncident({
  ctx,
  actor,
  input,
}: VerbArgs<CreateIncidentInput>): Promise<PresentedIncident> {
  const now = new Date();
  const { kind, status, impact } = classify(input, now);
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const texts = checkTranslations(input.translations, page.default_language);
    const components = await requireComponentChanges(tx, page.id, input.components);
    const scheduledFor = input.scheduled_for ? new Date(input.scheduled_for) : null;
    const incident = await insertIncident(tx, {
      pageId: page.id,
      kind,
      name: input.name.trim(),
      translations: mergeTranslations({}, texts.name, 'name'),
      status,
      impact,
      startedAt: scheduledFor ?? (input.started_at ? new Date(input.started_at) : null),
      scheduledFor,
      scheduledUntil: input.scheduled_until ? new Date(input.scheduled_until) : null,
      autoTransition: kind === 'maintenance' && (input.auto_transition ?? true),
      deliverNotifications: input.deliver_notifications ?? true,
      remindSubscribers: input.remind_subscribers ?? false,
      reminderMinutesBefore: input.reminder_minutes_before ?? 60,
    });
    await appendUpdate(tx, ctx, page, incident, {
      status,
      body: input.body?.trim() ?? '',
      translations: texts.body,
      components,
      deliverNotifications: input.deliver_notifications ?? true,
      // A back-filled incident's first update is shown when it began.
      displayAt: kind === 'incident' && input.started_at ? new Date(input.started_at) : undefined,
      now,
    });
    const [created] = await presentIncidents(tx, [await requireIncidentOfPage(tx, page.id, incident.id)]);
    if (!created) throw new Error('created incident not found');
    return created;
  });
}
