import { randomUUID } from 'node:crypto';
import type { VerbArgs } from '../../lib/actor';
import type { IntegrationKind, Language } from '../../lib/enums';
import { fail } from '../../lib/errors';
import { withTransaction } from '../../lib/transaction';
import { checkComponentIds } from '../components/component-filter';
import { requirePageOfOrganization } from '../pages/require-page';
import { checkEndpoint } from '../webhooks/endpoint';
import { KIND_NAMES } from './chat-copy';
import { type Integration, presentIntegration } from './present-integration';
import { countIntegrationsOfPage, findIntegrationOfPage, insertIntegration } from './repository';
import { INTEGRATIONS_PER_PAGE } from './schemas';

export type CreateIntegrationInput = {
  pageId: string;
  kind: IntegrationKind;
  url: string;
  name?: string;
  component_ids?: string[];
  language?: Language | null;
};

/**
 * An editor connects a chat: the URL is checked like a webhook endpoint (and again at every delivery,
 * after resolving its name). The page row is locked so two creates cannot both take the last place.
 */
export async function createIntegration({
  ctx,
  actor,
  input,
}: VerbArgs<CreateIntegrationInput>): Promise<Integration> {
  const url = checkEndpoint(ctx.config.webhooks, input.url, 'url');
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const componentIds = await checkComponentIds(tx, page.id, input.component_ids ?? []);
    if ((await countIntegrationsOfPage(tx, page.id)) >= INTEGRATIONS_PER_PAGE) {
      throw fail('integration_limit_reached');
    }
    const id = randomUUID();
    await insertIntegration(tx, {
      id,
      pageId: page.id,
      kind: input.kind,
      name: input.name?.trim() ?? KIND_NAMES[input.kind],
      url,
      componentIds,
      language: input.language ?? null,
    });
    const created = await findIntegrationOfPage(tx, page.id, id);
    if (!created) throw new Error('the integration just inserted is missing');
    return presentIntegration(created);
  });
}
