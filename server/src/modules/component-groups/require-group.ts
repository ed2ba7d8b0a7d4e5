import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { invalidReference } from '../components/invalid-reference';
import { findGroupOfPage, type GroupRow } from './repository';

/** A group id in the path: another page's, unknown or malformed are all 404. */
export async function requireGroupOfPage(db: Queryable, pageId: string, groupId: string): Promise<GroupRow> {
  const group = isUuid(groupId) ? await findGroupOfPage(db, pageId, groupId) : null;
  if (!group) throw notFound('Component group not found');
  return group;
}

/** A group id in a request body (a component's group_id): 400 on the field unless it is this page's. */
export async function requireGroupReference(db: Queryable, pageId: string, groupId: string): Promise<void> {
  const group = isUuid(groupId) ? await findGroupOfPage(db, pageId, groupId) : null;
  if (!group) throw invalidReference('group_id', 'No such component group on this page');
}
