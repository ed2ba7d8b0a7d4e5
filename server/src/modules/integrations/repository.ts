import type { Queryable } from '../../db/db';
import type { IntegrationKind, Language } from '../../lib/enums';

export type IntegrationRow = {
  id: string;
  page_id: string;
  kind: IntegrationKind;
  name: string;
  /** The incoming-webhook URL: a secret, never answered. */
  url: string;
  component_ids: string[];
  language: Language | null;
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** An integration with its latest delivery attempt, for the console's list. */
export type ListedIntegration = IntegrationRow & {
  last_status_code: number | null;
  last_error: string | null;
  last_created_at: Date | null;
};

const COLUMNS =
  'i.id, i.page_id, i.kind, i.name, i.url, i.component_ids, i.language, i.disabled_at, i.created_at, i.updated_at';

const LISTED = `SELECT ${COLUMNS}, d.status_code AS last_status_code, d.error AS last_error,
    d.created_at AS last_created_at
  FROM chat_integrations i
  LEFT JOIN LATERAL (
    SELECT status_code, error, created_at FROM webhook_deliveries
    WHERE integration_id = i.id ORDER BY created_at DESC, id DESC LIMIT 1
  ) d ON true`;

/** The page's integrations, oldest first. */
export async function listIntegrationsOfPage(db: Queryable, pageId: string): Promise<ListedIntegration[]> {
  return db.query(`${LISTED} WHERE i.page_id = $1 ORDER BY i.created_at, i.id`, [pageId]);
}

export async function findIntegrationOfPage(
  db: Queryable,
  pageId: string,
  id: string,
): Promise<ListedIntegration | null> {
  const rows = await db.query<ListedIntegration>(`${LISTED} WHERE i.page_id = $1 AND i.id = $2`, [
    pageId,
    id,
  ]);
  return rows[0] ?? null;
}

export async function countIntegrationsOfPage(db: Queryable, pageId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM chat_integrations WHERE page_id = $1',
    [pageId],
  );
  return rows[0]?.count ?? 0;
}

export type NewIntegration = {
  id: string;
  pageId: string;
  kind: IntegrationKind;
  name: string;
  url: string;
  componentIds: string[];
  language: Language | null;
};

export async function insertIntegration(tx: Queryable, integration: NewIntegration): Promise<void> {
  await tx.query(
    `INSERT INTO chat_integrations (id, page_id, kind, name, url, component_ids, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      integration.id,
      integration.pageId,
      integration.kind,
      integration.name,
      integration.url,
      integration.componentIds,
      integration.language,
    ],
  );
}

export type IntegrationChanges = {
  name?: string;
  url?: string;
  componentIds?: string[];
  /** undefined: unchanged; null: the page's default. */
  language?: Language | null;
  enable?: boolean;
};

export async function updateIntegration(
  tx: Queryable,
  id: string,
  changes: IntegrationChanges,
): Promise<void> {
  await tx.query(
    `UPDATE chat_integrations SET
       name = coalesce($2, name),
       url = coalesce($3, url),
       component_ids = coalesce($4::uuid[], component_ids),
       language = CASE WHEN $5 THEN $6 ELSE language END,
       disabled_at = CASE WHEN $7 THEN NULL ELSE disabled_at END,
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      changes.name ?? null,
      changes.url ?? null,
      changes.componentIds ?? null,
      changes.language !== undefined,
      changes.language ?? null,
      changes.enable === true,
    ],
  );
}

export async function deleteIntegration(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM chat_integrations WHERE id = $1', [id]);
}

/** Disables an active integration; the row when this call did it (so only one caller mails about it). */
export async function markIntegrationDisabled(tx: Queryable, id: string): Promise<IntegrationRow | null> {
  const rows = await tx.query<IntegrationRow>(
    `UPDATE chat_integrations i SET disabled_at = now(), updated_at = now()
     WHERE id = $1 AND disabled_at IS NULL RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

export type ChatRecipient = Pick<IntegrationRow, 'id' | 'kind' | 'language'>;

/**
 * The one rule for which integrations hear of a page's change: the page's (`page` an SQL expression) active
 * integrations without a filter, and those whose filter shares a component with `components` (an SQL uuid[]
 * expression; none shares with an empty list).
 */
export const chatRecipientsSql = (page: string, components: string) => `SELECT i.id, i.kind, i.language,
    i.created_at
  FROM chat_integrations i
  WHERE i.page_id = ${page} AND i.disabled_at IS NULL
    AND (cardinality(i.component_ids) = 0 OR i.component_ids && ${components})`;

/** The page's integrations that want news of these components (chatRecipientsSql), oldest first. */
export async function listChatRecipients(
  db: Queryable,
  pageId: string,
  componentIds: readonly string[],
): Promise<ChatRecipient[]> {
  return db.query(
    `SELECT id, kind, language FROM (${chatRecipientsSql('$1', '$2::uuid[]')}) r ORDER BY created_at, id`,
    [pageId, componentIds],
  );
}
