import type { Queryable } from '../../db/db';
import type { ComponentStatus, Impact, IncidentStatus, Language } from '../../lib/enums';

export type TemplateTranslations = Partial<Record<Language, { title?: string; body?: string }>>;
export type TemplateComponent = { id: string; status: ComponentStatus };

export type TemplateRow = {
  id: string;
  page_id: string;
  name: string;
  title: string;
  body: string;
  status: IncidentStatus;
  impact: Impact;
  components: TemplateComponent[];
  translations: TemplateTranslations;
  created_at: Date;
  updated_at: Date;
};

/** What a template holds besides its page and times. */
export type TemplateFields = Pick<
  TemplateRow,
  'name' | 'title' | 'body' | 'status' | 'impact' | 'components' | 'translations'
>;

const COLUMNS =
  'id, page_id, name, title, body, status, impact, components, translations, created_at, updated_at';

export async function listTemplatesOfPage(db: Queryable, pageId: string): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM incident_templates WHERE page_id = $1 ORDER BY lower(name), created_at, id`,
    [pageId],
  );
}

export async function findTemplateOfPage(
  db: Queryable,
  pageId: string,
  id: string,
): Promise<TemplateRow | null> {
  const rows = await db.query<TemplateRow>(
    `SELECT ${COLUMNS} FROM incident_templates WHERE id = $1 AND page_id = $2`,
    [id, pageId],
  );
  return rows[0] ?? null;
}

export async function countTemplatesOfPage(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM incident_templates WHERE page_id = $1',
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertTemplate(
  tx: Queryable,
  pageId: string,
  template: TemplateFields,
): Promise<TemplateRow> {
  const rows = await tx.query<TemplateRow>(
    `INSERT INTO incident_templates (page_id, name, title, body, status, impact, components, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING ${COLUMNS}`,
    [pageId, ...columnValues(template)],
  );
  const row = rows[0];
  if (!row) throw new Error('incident template insert returned no row');
  return row;
}

/** $2…$8 of the insert and the update: the template's columns in their order. */
const columnValues = (template: TemplateFields) => [
  template.name,
  template.title,
  template.body,
  template.status,
  template.impact,
  JSON.stringify(template.components),
  JSON.stringify(template.translations),
];

export async function updateTemplateRow(
  tx: Queryable,
  id: string,
  template: TemplateFields,
): Promise<TemplateRow> {
  const rows = await tx.query<TemplateRow>(
    `UPDATE incident_templates SET name = $2, title = $3, body = $4, status = $5, impact = $6,
       components = $7::jsonb, translations = $8::jsonb, updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, ...columnValues(template)],
  );
  const row = rows[0];
  if (!row) throw new Error('incident template update returned no row');
  return row;
}

export async function deleteTemplateRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM incident_templates WHERE id = $1', [id]);
}
