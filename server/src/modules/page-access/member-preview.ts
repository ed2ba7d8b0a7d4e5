/**
 * "View public page" in the console for a private page: a member of the page's organisation gets a
 * single-use sign-in link at the page's best address. The session it starts names the member (not an
 * address), so it lasts while they belong to the organisation — no need to invite oneself as a viewer.
 */
import type { Queryable } from '../../db/db';
import type { VerbArgs } from '../../lib/actor';
import { addressOfPage } from '../pages/page-address';
import { requirePageOfOrganization } from '../pages/require-page';
import { createMemberLink } from './access-links';

export async function memberPreviewLink({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<{ url: string }> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const address = addressOfPage(ctx.config, page);
  if (page.access === 'public') return { url: address.url };
  const rows = await ctx.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [actor.userId]);
  const email = rows[0]?.email;
  if (!email) return { url: address.url };
  return { url: await createMemberLink(ctx.db, { id: page.id, address }, { id: actor.userId, email }) };
}

/** Whether the user still belongs to the organisation that owns the page. */
export async function isMemberOfPageOrganization(
  db: Queryable,
  pageId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users u JOIN pages p ON p.organization_id = u.organization_id
     WHERE u.id = $1 AND p.id = $2`,
    [userId, pageId],
  );
  return rows.length > 0;
}
