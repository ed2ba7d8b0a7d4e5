import { apiFetch } from '@statusdeck/shared';

/** Ends every reader session and private feed or calendar link of the page (204). */
export function revokePrivateLinks(pageId: string): Promise<void> {
  return apiFetch<void>(`/v1/pages/${pageId}/access/revoke-links`, { method: 'POST' });
}
