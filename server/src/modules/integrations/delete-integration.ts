import type { VerbArgs } from '../../lib/actor';
import { withTransaction } from '../../lib/transaction';
import { deleteIntegration as deleteRow } from './repository';
import { requireIntegrationOfPage } from './require-integration';

/** Removes the integration with its pending deliveries and its delivery log. */
export async function deleteIntegration({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const integration = await requireIntegrationOfPage(tx, actor, input.pageId, input.id);
    await deleteRow(tx, integration.id);
  });
}
