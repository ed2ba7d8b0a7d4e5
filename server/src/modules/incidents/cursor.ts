import { invalidField } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { IncidentCursor } from './repository';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: where a page of the list ended, as base64url JSON. */
export function encodeCursor(cursor: IncidentCursor): string {
  return Buffer.from(JSON.stringify([cursor.startedAt, cursor.id])).toString('base64url');
}

const invalidCursor = () => invalidField('cursor', 'invalid_format', 'cursor is not one this API gave out');

/** Checked before it reaches SQL, so a forged cursor is a 400, never a database error. */
export function decodeCursor(text: string): IncidentCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [startedAt, id] = parsed as unknown[];
  if (typeof startedAt !== 'string' || !TIMESTAMP.test(startedAt) || !isUuid(id)) throw invalidCursor();
  if (Number.isNaN(Date.parse(startedAt.replace(/(\.\d{3})\d{3}Z$/, '$1Z')))) throw invalidCursor();
  return { startedAt, id };
}
