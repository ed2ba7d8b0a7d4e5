import { invalidField } from './errors';
import { isUuid } from './ids';

/**
 * Where a page of a newest-first list ended: the last row's sort timestamp at full (microsecond) precision,
 * as PostgreSQL's to_char wrote it, and its id to break ties.
 */
export type KeysetCursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: where a page of the list ended, as base64url JSON. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

const invalidCursor = () => invalidField('cursor', 'invalid_format', 'cursor is not one this API gave out');

/** Checked before it reaches SQL, so a forged cursor is a 400, never a database error. */
export function decodeCursor(text: string): KeysetCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || !isUuid(id)) throw invalidCursor();
  if (Number.isNaN(Date.parse(at.replace(/(\.\d{3})\d{3}Z$/, '$1Z')))) throw invalidCursor();
  return { at, id };
}

/** The SQL that writes timestamp `column` as a cursor's `at`: UTC with microseconds, the form decoded above. */
export const cursorTimestampSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
