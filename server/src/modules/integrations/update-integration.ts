import type { VerbArgs } from '../../lib/actor';
import type { Language } from '../../lib/enums';
import { withTransaction } from '../../lib/transaction';
import { checkComponentIds } from '../components/component-filter';
import { checkEndpoint } from '../webhooks/endpoint';
import { type Integration, presentIntegration } from './present-integration';
import { findIntegrationOfPage, updateIntegration as updateRow } from './repository';
import { requireIntegrationOfPage } from './require-integration';

export type UpdateIntegrationInput = {
  pageId: string;
  id: string;
  name?: string;
  url?: string;
  component_ids?: string[];
  language?: Language | null;
  enabled?: true;
};

/**
 * Edits an integration. `enabled: true` turns a disabled one back on: later events reach it again, the
 * ones dropped while it was disabled do not.
 */
export async function updateIntegration({
  ctx,
  actor,
  input,
}: VerbArgs<UpdateIntegrationInput>): Promise<Integration> {
  const url = input.url === undefined ? undefined : checkEndpoint(ctx.config.webhooks, input.url, 'url');
  return withTransaction(ctx, async (tx) => {
    const integration = await requireIntegrationOfPage(tx, actor, input.pageId, input.id);
    const componentIds =
      input.component_ids === undefined
        ? undefined
        : await checkComponentIds(tx, integration.page_id, input.component_ids);
    await updateRow(tx, integration.id, {
      name: input.name?.trim(),
      url,
      componentIds,
      language: input.language,
      enable: input.enabled === true,
    });
    const updated = await findIntegrationOfPage(tx, integration.page_id, integration.id);
    if (!updated) throw new Error('the integration just updated is missing');
    return presentIntegration(updated);
  });
}
