import type { VerbArgs } from '../../lib/actor';
import type { IncidentKind } from '../../lib/enums';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { requirePageOfOrganization } from '../pages/require-page';
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

/** Keyset pagination on (started_at, id), newest first: rows added meanwhile never repeat or skip one. */
export async function listIncidents({
  ctx,
  actor,
  input,
}: VerbArgs<ListIncidentsInput>): Promise<{ incidents: PresentedIncident[]; next_cursor: string | null }> {
  const page = await requirePageOfOrganization(ctx.db, actor, input.pageId);
  const after = input.cursor ? decodeCursor(input.cursor) : null;
  const filter = { pageId: page.id, kind: input.kind, state: input.status, q: input.q?.trim() || undefined };
  const rows = await listIncidentsPage(ctx.db, filter, after, input.limit);
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
