import type { Queryable } from '../../db/db';
import type { IncidentKind } from '../../lib/enums';
import { isUuid } from '../../lib/ids';
import { findLiveComponentIds } from '../components/repository';
import { kindOfImpact } from '../incidents/statuses';
import type { TemplateRow } from './repository';

export type IncidentTemplate = TemplateRow & { kind: IncidentKind };

/**
 * Templates as the API shows them: with their kind, and naming only the page's live components — a
 * component deleted since is left out here, so a report started from the template never names it.
 */
export async function presentTemplates(
  db: Queryable,
  pageId: string,
  rows: TemplateRow[],
): Promise<IncidentTemplate[]> {
  const named = [...new Set(rows.flatMap((row) => row.components.map((component) => component.id)))];
  const live = new Set(await findLiveComponentIds(db, pageId, named.filter(isUuid)));
  return rows.map((row) => ({
    ...row,
    kind: kindOfImpact(row.impact),
    components: row.components.filter((component) => live.has(component.id)),
  }));
}

export async function presentTemplate(db: Queryable, row: TemplateRow): Promise<IncidentTemplate> {
  const [shown] = await presentTemplates(db, row.page_id, [row]);
  if (!shown) throw new Error('a presented template went missing');
  return shown;
}
