import type { Queryable } from '../../db/db';
import { fail, invalidToken } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken } from '../../lib/secure-token';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { invalidReference } from '../components/invalid-reference';
import { findLiveComponentIds } from '../components/repository';
import {
  findByUnsubscribeTokenHash,
  listComponentChoices,
  type ManagedSubscriptionRow,
  updateComponentFilter,
} from './public-subscriber-repository';

export const subscriptionEnded = () => fail('subscription_ended');

/** What the manage screen shows: the page, the address, and every component with whether it is chosen. */
async function present(db: Queryable, row: ManagedSubscriptionRow) {
  const chosen = row.component_ids ? new Set(row.component_ids) : null;
  const components = await listComponentChoices(db, row.page_id);
  return {
    page: { name: row.page_name, slug: row.page_slug, default_language: row.page_language },
    email: row.email,
    state: row.state,
    all_components: chosen === null,
    components: components.map((component) => ({
      ...component,
      selected: chosen === null || chosen.has(component.id),
    })),
  };
}

/**
 * Public: the manage link of every subscriber mail carries the same token as its unsubscribe link, so
 * whoever holds a mail manages that one subscription and nothing else. Unknown tokens are invalid_token.
 */
export async function getManagedSubscription(ctx: ServiceContext, input: { token: string }) {
  const row = await findByUnsubscribeTokenHash(ctx.db, hashToken(input.token));
  if (!row) throw invalidToken();
  return present(ctx.db, row);
}

/** Chooses the components (null: all of them, including ones added later); unsubscribed is final here. */
export async function updateManagedSubscription(
  ctx: ServiceContext,
  input: { token: string; component_ids: string[] | null },
) {
  return withTransaction(ctx, async (tx) => {
    const row = await findByUnsubscribeTokenHash(tx, hashToken(input.token), true);
    if (!row) throw invalidToken();
    if (row.state === 'unsubscribed') throw subscriptionEnded();
    let componentIds: string[] | null = null;
    if (input.component_ids) {
      componentIds = input.component_ids.map((id) => id.toLowerCase());
      const found = await findLiveComponentIds(tx, row.page_id, componentIds.filter(isUuid));
      if (found.length !== componentIds.length) {
        throw invalidReference('component_ids', 'Every id must name a component of this page');
      }
    }
    await updateComponentFilter(tx, row.id, componentIds);
    return present(tx, { ...row, component_ids: componentIds });
  });
}
