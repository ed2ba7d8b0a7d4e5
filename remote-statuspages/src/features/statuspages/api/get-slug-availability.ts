import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export function slugAvailabilityKey(slug: string): string {
  return `/v1/pages/slug-availability?${new URLSearchParams({ slug })}`;
}

export function getSlugAvailability(slug: string): Promise<Api.SlugAvailability> {
  return apiFetch<Api.SlugAvailability>(slugAvailabilityKey(slug));
}

/** Whether `slug` is free; nothing is asked while it is undefined (empty or not yet valid). */
export function useSlugAvailability(slug: string | undefined) {
  return useSWR(slug ? slugAvailabilityKey(slug) : null, () => getSlugAvailability(slug ?? ''));
}
