import { apiFetch } from '@statusdeck/shared';
import type { Page } from '../../../api/page-access-types';

/**
 * POST /v1/pages/{pageId}/domain/verify: looks the TXT record up now. 200 with the page (its domain
 * verified); 422 `domain_not_verified` with why in `details[0].code`; 404 when the page has no domain.
 */
export function verifyDomain(pageId: string): Promise<Page> {
  return apiFetch<Page>(`/v1/pages/${pageId}/domain/verify`, { method: 'POST' });
}
