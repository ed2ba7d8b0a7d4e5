import type { ScopedMutator } from 'swr';
import { subscribersPath } from '../../../api/get-subscribers';

/**
 * Every subscriber list of the page, whatever its filters (string keys: the API path with its
 * query), and the counts (array keys naming the path): the keys an added or removed subscriber changes.
 */
export function revalidateSubscribers(mutate: ScopedMutator, pageId: string): Promise<unknown> {
  const path = subscribersPath(pageId);
  const named = (part: unknown) => typeof part === 'string' && (part === path || part.startsWith(`${path}?`));
  return mutate((key) => named(key) || (Array.isArray(key) && key.some(named)));
}
