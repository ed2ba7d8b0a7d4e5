import type { VerbArgs } from '../../lib/actor';
import { listComponentsOfPage } from '../components/repository';
import { requirePageOfOrganization } from '../pages/require-page';
import { toCsv } from './csv';
import { listAllSubscribers } from './repository';

const HEADER = ['email', 'state', 'created_at', 'confirmed_at', 'components'];

/**
 * Every subscriber of the page, newest first. The component filter is written as component names joined
 * by "; " ("all" when the subscriber follows every component), deleted components included by name.
 */
export async function exportSubscribers({
  ctx,
  actor,
  input,
}: VerbArgs<{ pageId: string }>): Promise<{ filename: string; csv: string }> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const components = new Map(
    (await listComponentsOfPage(ctx.db, page.id, true)).map((component) => [component.id, component.name]),
  );
  const rows = (await listAllSubscribers(ctx.db, page.id)).map((subscriber) => [
    subscriber.email,
    subscriber.state,
    subscriber.created_at.toISOString(),
    subscriber.confirmed_at?.toISOString() ?? '',
    subscriber.component_ids
      ? subscriber.component_ids.map((id) => components.get(id) ?? id).join('; ')
      : 'all',
  ]);
  return { filename: `${page.slug}-subscribers.csv`, csv: toCsv([HEADER, ...rows]) };
}
