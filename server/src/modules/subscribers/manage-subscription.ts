import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import type { AnonymousVerbArgs } from '../../lib/actor';
import { fail, invalidToken } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken } from '../../lib/secure-token';
import { withTransaction } from '../../lib/transaction';
import { invalidReference } from '../components/invalid-reference';
import { findLiveComponentIds } from '../components/repository';
import { imageUrl } from '../pages/present-page';
import {
  findByUnsubscribeTokenHash,
  listComponentChoices,
  type ManagedSubscriptionRow,
  updateComponentFilter,
} from './public-subscriber-repository';

export const subscriptionEnded = () => fail('subscription_ended');

/**
 * What the manage screen shows: the page (its name, logo, brand colour and theme, which the screens keep),
 * the address, and every component with whether it is chosen.
 */
async function present(db: Queryable, config: Pick<Config, 'publicUrl'>, row: ManagedSubscriptionRow) {
  const chosen = row.component_ids ? new Set(row.component_ids) : null;
  const components = await listComponentChoices(db, row.page_id);
  return {
    page: {
      name: row.page_name,
      slug: row.page_slug,
      default_language: row.page_language,
      brand_color: row.page_brand_color,
      theme: row.page_theme,
      logo_url: imageUrl(config, row.page_logo_image_id),
    },
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
export async function getManagedSubscription({ ctx, input }: AnonymousVerbArgs<{ token: string }>) {
  const row = await findByUnsubscribeTokenHash(ctx.db, hashToken(input.token));
  if (!row) throw invalidToken();
  return present(ctx.db, ctx.config, row);
}

/** Chooses the components (null: all of them, including ones added later); unsubscribed is final here. */
export async function updateManagedSubscription({
  ctx,
  input,
}: AnonymousVerbArgs<{ token: string; component_ids: string[] | null }>) {
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
    return present(tx, ctx.config, { ...row, component_ids: componentIds });
  });
}
