import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export type SlugAvailability = { slug: string; available: boolean; suggestion?: string };

export function slugAvailabilityKey(slug: string): string {
  return `/v1/pages/slug-availability?${new URLSearchParams({ slug })}`;
}

export function getSlugAvailability(slug: string): Promise<SlugAvailability> {
  return apiFetch<SlugAvailability>(slugAvailabilityKey(slug));
}

/** Whether `slug` is free; nothing is asked while it is undefined (empty or not yet valid). */
export function useSlugAvailability(slug: string | undefined) {
  return useSWR(slug ? slugAvailabilityKey(slug) : null, () => getSlugAvailability(slug ?? ''));
}
