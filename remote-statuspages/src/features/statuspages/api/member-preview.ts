import { apiFetch } from '@statusdeck/shared';

/**
 * Where a member opens the page as its readers see it: a public page's address, or for a private page a
 * single-use sign-in link there (the member needs no password and need not be a viewer).
 */
export function memberPreviewUrl(pageId: string): Promise<string> {
  return apiFetch<{ url: string }>(`/v1/pages/${pageId}/access/preview`, { method: 'POST' }).then(
    (answer) => answer.url,
  );
}
