import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type ComponentRow, findComponentOfPage } from './repository';

/** A component id in the path must name a component of this page (deleted ones included): 404 otherwise. */
export async function requireComponentOfPage(
  db: Queryable,
  pageId: string,
  componentId: string,
): Promise<ComponentRow> {
  const component = isUuid(componentId) ? await findComponentOfPage(db, pageId, componentId) : null;
  if (!component) throw notFound('Component not found');
  return component;
}
