import { apiFetch } from '@statusdeck/shared';

export function subscribersCsvPath(pageId: string): string {
  return `/v1/pages/${pageId}/subscribers.csv`;
}

/**
 * Every subscriber of the page as the CSV bytes the server sent, fetched with the bearer token (which
 * a plain link would not carry). Bytes, not text: decoding would drop the byte order mark.
 */
export function exportSubscribers(pageId: string): Promise<Blob> {
  return apiFetch<Blob>(subscribersCsvPath(pageId), { read: 'blob' });
}
