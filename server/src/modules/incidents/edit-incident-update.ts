import type { VerbArgs } from '../../lib/actor';
import { invalidField, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { type PresentedUpdate, presentUpdates } from './present-incidents';
import { requireIncidentOfPage } from './require-incident';
import { defaultBody } from './statuses';
import { checkTranslations, mentions, mergeTranslations, type TranslationsInput } from './translations';
import { findUpdateOfIncident, updateIncidentUpdateFields } from './update-repository';

export type EditIncidentUpdateInput = {
  pageId: string;
  id: string;
  updateId: string;
  body?: string;
  display_at?: string;
  /** The update's text in the page's other languages: a text replaces the language's, '' removes it. */
  translations?: TranslationsInput;
};

/** Corrects an update's text or display time; its status is what happened then and never changes. */
export async function editIncidentUpdate({
  ctx,
  actor,
  input,
}: VerbArgs<EditIncidentUpdateInput>): Promise<PresentedUpdate> {
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const incident = await requireIncidentOfPage(tx, page.id, input.id);
    const existing = isUuid(input.updateId)
      ? await findUpdateOfIncident(tx, incident.id, input.updateId)
      : null;
    if (!existing) throw notFound('Incident update not found');
    const texts = checkTranslations(input.translations, page.default_language);
    const body = input.body?.trim();
    // A resolution always says something: emptying it would put a bare "Resolved" back on the page.
    if (body === '' && defaultBody(existing.status, page.default_language) !== '') {
      throw invalidField('body', 'required', 'A resolution needs a message');
    }
    await updateIncidentUpdateFields(tx, existing.id, {
      body,
      displayAt: input.display_at ? new Date(input.display_at) : undefined,
      translations: mentions(texts, 'body')
        ? mergeTranslations(existing.translations, texts.body, 'body')
        : undefined,
    });
    const updated = await findUpdateOfIncident(tx, incident.id, existing.id);
    if (!updated) throw notFound('Incident update not found');
    const [presented] = await presentUpdates(tx, [updated]);
    if (!presented) throw notFound('Incident update not found');
    return presented;
  });
}
