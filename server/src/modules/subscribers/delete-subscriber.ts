import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { requirePageOfOrganization } from '../pages/require-page';
import { deleteSubscriberRow, findSubscriberOfPage } from './repository';

export async function deleteSubscriber({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    const subscriber = isUuid(input.id) ? await findSubscriberOfPage(tx, page.id, input.id) : null;
    if (!subscriber) throw notFound('Subscriber not found');
    await deleteSubscriberRow(tx, subscriber.id);
  });
}
