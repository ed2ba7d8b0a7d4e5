/**
 * The named viewers of an audience page (page_viewers) and the page's reader links. Management verbs:
 * tenant-scoped by requirePageOfOrganization (another organisation's page → 404), permission-checked by
 * their routes (pages.access to change, read to list).
 */
import type { VerbArgs } from '../../lib/actor';
import { fail, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { withTransaction } from '../../lib/transaction';
import { addressOfPage } from '../pages/page-address';
import { requirePageOfOrganization } from '../pages/require-page';
import { enforcePlanLimit } from '../plans/enforce-limit';
import { PLANS } from '../plans/plans';
import { findOrganizationPlan } from '../plans/repository';
import { confirmActingMember } from '../users/acting-member';
import { expireAccessLinks, mailAccessLink } from './access-links';
import { bumpAccessGeneration } from './repository';

export type ViewerRow = {
  id: string;
  email: string;
  /** Who invited them; users have no display name, so `name` is their e-mail address. */
  invited_by: { id: string; name: string } | null;
  last_signed_in_at: Date | null;
  created_at: Date;
};

const VIEWER_COLUMNS = `v.id, v.email, v.last_signed_in_at, v.created_at,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.email) END AS invited_by`;

export const alreadyViewer = () =>
  fail('already_viewer', undefined, [
    { field: 'email', code: 'already_viewer', message: 'already a viewer' },
  ]);
export const pageNotAudience = () => fail('page_not_audience');

/** Oldest first, with the page's plan limit. */
export async function listViewers({ ctx, actor, input }: VerbArgs<{ pageId: string }>) {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const data = await ctx.db.query<ViewerRow>(
    `SELECT ${VIEWER_COLUMNS} FROM page_viewers v LEFT JOIN users u ON u.id = v.invited_by
     WHERE v.page_id = $1 ORDER BY v.created_at, v.id`,
    [page.id],
  );
  const plan = PLANS[await findOrganizationPlan(ctx.db, actor.organizationId)];
  return { data, limit: plan.limits.viewers_per_page };
}

/** Adds a viewer (409 already_viewer; 402 past viewers_per_page) and mails them a sign-in link. */
export async function inviteViewer({ ctx, actor, input }: VerbArgs<{ pageId: string; email: string }>) {
  const email = input.email.trim();
  return withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    if (page.access !== 'audience') throw pageNotAudience();
    await enforcePlanLimit(tx, actor.organizationId, 'viewers_per_page', async () => {
      const rows = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM page_viewers WHERE page_id = $1',
        [page.id],
      );
      return rows[0]?.count ?? 0;
    });
    await confirmActingMember(tx, actor);
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO page_viewers (page_id, email, invited_by) VALUES ($1, $2, $3)
       ON CONFLICT (page_id, lower(email)) DO NOTHING RETURNING id`,
      [page.id, email, actor.userId],
    );
    const id = inserted[0]?.id;
    if (!id) throw alreadyViewer();
    await mailAccessLink(tx, ctx, { ...page, address: addressOfPage(ctx.config, page) }, email, 'invitation');
    const rows = await tx.query<ViewerRow>(
      `SELECT ${VIEWER_COLUMNS} FROM page_viewers v LEFT JOIN users u ON u.id = v.invited_by WHERE v.id = $1`,
      [id],
    );
    const viewer = rows[0];
    if (!viewer) throw new Error('inserted viewer not found');
    return viewer;
  });
}

async function requireViewer(
  tx: Parameters<Parameters<typeof withTransaction>[1]>[0],
  pageId: string,
  viewerId: string,
) {
  const rows = isUuid(viewerId)
    ? await tx.query<{ id: string; email: string }>(
        'SELECT id, email FROM page_viewers WHERE id = $1 AND page_id = $2',
        [viewerId, pageId],
      )
    : [];
  const viewer = rows[0];
  if (!viewer) throw notFound('Viewer not found');
  return viewer;
}

/**
 * Removes a viewer: their sessions end (each request checks the address still has access), their private
 * feed links and unused sign-in links are revoked, and their e-mail subscription to the page ends.
 * An address at one of the page's e-mail domains keeps reading through the domain.
 */
export async function removeViewer({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    const viewer = await requireViewer(tx, page.id, input.id);
    await tx.query('DELETE FROM page_viewers WHERE id = $1', [viewer.id]);
    const domain = viewer.email.split('@').pop()?.toLowerCase() ?? '';
    if (page.access_email_domains.includes(domain)) return;
    await tx.query(
      `UPDATE page_reader_tokens SET revoked_at = now()
       WHERE page_id = $1 AND lower(email) = lower($2) AND revoked_at IS NULL`,
      [page.id, viewer.email],
    );
    await expireAccessLinks(tx, page.id, viewer.email);
    await tx.query(
      `UPDATE subscribers SET state = 'unsubscribed', unsubscribed_at = now(), updated_at = now()
       WHERE page_id = $1 AND lower(email) = lower($2) AND state <> 'unsubscribed'`,
      [page.id, viewer.email],
    );
  });
}

/** Mails the viewer a fresh sign-in link. */
export async function resendViewerLink({ ctx, actor, input }: VerbArgs<{ pageId: string; id: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId);
    if (page.access !== 'audience') throw pageNotAudience();
    const viewer = await requireViewer(tx, page.id, input.id);
    await mailAccessLink(
      tx,
      ctx,
      { ...page, address: addressOfPage(ctx.config, page) },
      viewer.email,
      'invitation',
    );
  });
}

/** Ends every reader session, sign-in link and private feed link of the page. */
export async function revokeReaderLinks({ ctx, actor, input }: VerbArgs<{ pageId: string }>) {
  await withTransaction(ctx, async (tx) => {
    const page = await requirePageOfOrganization(tx, actor, input.pageId, { forUpdate: true });
    await bumpAccessGeneration(tx, page.id);
    await expireAccessLinks(tx, page.id);
  });
}
