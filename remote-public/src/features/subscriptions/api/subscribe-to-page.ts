import type { Api } from '@statusdeck/shared';
import { publicRequest } from './public-request';

/**
 * POST /v1/public/pages/{slug}/subscribers: always 202 check_inbox when accepted, whatever the address.
 * `language`: the one the page is shown in, which the subscription's mails are written in. With an
 * `endpoint` it is a webhook, confirmed by the mail to `email`.
 */
export function subscribeToPage(
  apiOrigin: string,
  slug: string,
  input: { email: string; endpoint?: string; component_ids: string[] | null; language: Api.Language },
) {
  return publicRequest<{ state: 'check_inbox' }>(
    apiOrigin,
    `/v1/public/pages/${encodeURIComponent(slug)}/subscribers`,
    { method: 'POST', body: input },
  );
}
