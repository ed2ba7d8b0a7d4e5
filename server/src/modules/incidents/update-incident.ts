import type { VerbArgs } from '../../lib/actor';
import type { ComponentStatus, Impact, IncidentStatus } from '../../lib/enums';
import { invalidField } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { appendUpdate } from './append-update';
import { requireComponentChanges } from './incident-input';
import { type PresentedIncident, presentIncidents } from './present-incidents';
import { updateIncidentFields } from './repository';
import { requireIncidentOfPage } from './require-incident';
import { rescheduleMaintenance, SCHEDULE_FIELDS, type ScheduleInput } from './reschedule-maintenance';
import { kindOfImpact, kindOfStatus } from './statuses';
import { checkTranslations, mentions, mergeTranslations, type TranslationsInput } from './translations';

export type UpdateIncidentInput = ScheduleInput & {
  pageId: string;
  id: string;
  name?: string;
  impact?: Impact;
  status?: IncidentStatus;
  body?: string;
  components?: Array<{ id: string; status: ComponentStatus }>;
  deliver_notifications?: boolean;
  /** The name (edited in place) and the appended update's text in the page's other languages. */
  translations?: TranslationsInput;
};

const UPDATE_FIELDS = ['status', 'body', 'components', 'deliver_notifications'] as const;
/** What edits the incident in place (the rest appends an update). */
const EDIT_FIELDS = ['name', 'impact', ...SCHEDULE_FIELDS] as const;

/**
 * PATCH: `name`/`impact` (and a maintenance's window) edit the incident in place; the update fields append one update to the timeline,
 * which needs something to say — a body or a status change (components alone would be a silent entry).
 */
export async function updateIncident({
  ctx,
  actor,
  input,
}: VerbArgs<UpdateIncidentInput>): Promise<PresentedIncident> {
  return withTransaction(ctx, async (tx) => {
    // Page first, then the incident: the order every incident write and the maintenance worker take.
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const incident = await requireIncidentOfPage(tx, page.id, input.id, { forUpdate: true });
    if (input.status && kindOfStatus(input.status) !== incident.kind) {
      throw invalidField(
        'status',
        'invalid_for_kind',
        `${input.status} is not a status of this ${incident.kind}`,
      );
    }
    if (input.impact && kindOfImpact(input.impact) !== incident.kind) {
      throw invalidField(
        'impact',
        'invalid_for_kind',
        `${input.impact} is not an impact of this ${incident.kind}`,
      );
    }
    const texts = checkTranslations(input.translations, page.default_language);
    const body = input.body?.trim() ?? '';
    // An update's translated text belongs to the update it appends.
    const appends = UPDATE_FIELDS.some((field) => input[field] !== undefined) || mentions(texts, 'body');
    const statusChanges = input.status !== undefined && input.status !== incident.status;
    if (appends && body === '' && !statusChanges) {
      throw invalidField('body', 'required', 'An update needs a message or a change of status');
    }
    const components = await requireComponentChanges(tx, page.id, input.components);

    await rescheduleMaintenance(tx, incident, input);
    const renames = mentions(texts, 'name');
    if (input.name !== undefined || input.impact !== undefined || renames) {
      await updateIncidentFields(tx, incident.id, {
        name: input.name?.trim(),
        impact: input.impact,
        translations: renames ? mergeTranslations(incident.translations, texts.name, 'name') : undefined,
      });
    }
    if (appends) {
      // As edited just now (the mails name the new name and window); read again only when something was.
      const edits = renames || EDIT_FIELDS.some((field) => input[field] !== undefined);
      const edited = edits ? await requireIncidentOfPage(tx, page.id, incident.id) : incident;
      await appendUpdate(tx, ctx, page, edited, {
        status: input.status ?? incident.status,
        body,
        translations: texts.body,
        components,
        // A maintenance's updates mail as its setting says unless the request says otherwise, so completing
        // it by hand mails (or not) like its start did.
        deliverNotifications:
          input.deliver_notifications ??
          (incident.kind === 'maintenance' ? incident.deliver_notifications : true),
      });
    }
    const [updated] = await presentIncidents(tx, [await requireIncidentOfPage(tx, page.id, incident.id)]);
    if (!updated) throw new Error('updated incident not found');
    return updated;
  });
}
