import type { Api } from '@statusdeck/shared';
import { publicRequest } from './public-request';

/** GET /v1/public/pages/{slug}: the subscribe screen needs the page's name, its setting and components. */
export function getPublicPage(apiOrigin: string, slug: string) {
  return publicRequest<Api.PublicPageSnapshot>(apiOrigin, `/v1/public/pages/${encodeURIComponent(slug)}`);
}
