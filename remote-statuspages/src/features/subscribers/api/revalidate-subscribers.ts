import type { Cache, ScopedMutator } from 'swr';
import { subscribersPath } from './get-subscribers';

/**
 * Every subscriber list of the page, whatever its filters: the "Load more" lists (SWR infinite keys,
 * `$inf$` + path) and the counts (array keys naming the path).
 */
export function revalidateSubscribers(mutate: ScopedMutator, cache: Cache, pageId: string): Promise<unknown> {
  const path = subscribersPath(pageId);
  const named = (text: string) => text === path || text.startsWith(`${path}?`);
  const lists = [...cache.keys()].filter(
    (key) => key.startsWith('$inf$') && named(key.slice('$inf$'.length)),
  );
  return Promise.all([
    ...lists.map((key) => mutate(key)),
    mutate((key) => Array.isArray(key) && key.some((part) => typeof part === 'string' && named(part))),
  ]);
}
