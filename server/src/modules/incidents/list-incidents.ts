import { readOfOrganization } from '../../db/organization-reads';
import type { VerbArgs } from '../../lib/actor';
import type { IncidentKind } from '../../lib/enums';
import { isUuid } from '../../lib/ids';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { pageNotFound, requirePageOfOrganization } from '../pages/require-page';
import { type PresentedIncident, presentIncidents } from './present-incidents';
import { listIncidentsPage } from './repository';

export type ListIncidentsInput = {
  pageId: string;
  kind?: IncidentKind;
  status?: 'open' | 'resolved';
  q?: string;
  limit: number;
  cursor?: string;
};

type IncidentList = { incidents: PresentedIncident[]; next_cursor: string | null };

/**
 * Keyset pagination on (started_at, id), newest first: rows added meanwhile never repeat or skip one. Each
 * list (its page, filters and cursor) is remembered while current (db/organization-reads.ts).
 */
export async function listIncidents(args: VerbArgs<ListIncidentsInput>): Promise<IncidentList> {
  const { ctx, actor, input } = args;
  if (!isUuid(input.pageId)) throw pageNotFound();
  const { pageId, kind, status, q, limit, cursor } = input;
  const key = `incidents ${JSON.stringify([pageId.toLowerCase(), kind, status, q, limit, cursor])}`;
  return readOfOrganization(ctx.reads, actor.organizationId, key, () => readIncidents(args));
}

async function readIncidents({ ctx, actor, input }: VerbArgs<ListIncidentsInput>): Promise<IncidentList> {
  const after = input.cursor
    ? await decodeForPage(input.cursor, () => requirePageOfOrganization(ctx.db, actor, input.pageId))
    : null;
  const filter = {
    pageId: input.pageId,
    organizationId: actor.organizationId,
    kind: input.kind,
    state: input.status,
    q: input.q?.trim() || undefined,
  };
  // The list query only has rows of the organisation's page; an empty one may be another's page (404).
  const rows = await listIncidentsPage(ctx.db, filter, after, input.limit);
  if (rows.length === 0) await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const shown = rows.slice(0, input.limit);
  const last = shown.at(-1);
  return {
    incidents: await presentIncidents(
      ctx.db,
      shown.map(({ cursor_started_at: _cursor, ...incident }) => incident),
    ),
    next_cursor:
      rows.length > input.limit && last ? encodeCursor({ at: last.cursor_started_at, id: last.id }) : null,
  };
}

/** A bad cursor answers 400 only to the page's own organisation: another's page is 404 first, as before. */
async function decodeForPage(cursor: string, requirePage: () => Promise<unknown>) {
  try {
    return decodeCursor(cursor);
  } catch (error) {
    await requirePage();
    throw error;
  }
}
