import { apiFetch } from '@statusdeck/shared';

export function subscribersCsvPath(pageId: string): string {
  return `/v1/pages/${pageId}/subscribers.csv`;
}

/** Every subscriber of the page as CSV text; fetched with the bearer token, which a plain link would not carry. */
export function exportSubscribers(pageId: string): Promise<string> {
  return apiFetch<string>(subscribersCsvPath(pageId), { read: 'text' });
}
