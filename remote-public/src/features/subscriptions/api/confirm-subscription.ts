import { publicRequest } from './public-request';

/**
 * POST /v1/public/subscriptions/confirm: `already_confirmed` for a used link (nothing changes), 400
 * token_expired for a lapsed link, invalid_token for an unknown one.
 */
export function confirmSubscription(apiOrigin: string, token: string) {
  return publicRequest<{ state: 'confirmed' | 'already_confirmed' }>(
    apiOrigin,
    '/v1/public/subscriptions/confirm',
    {
      method: 'POST',
      body: { token },
    },
  );
}
