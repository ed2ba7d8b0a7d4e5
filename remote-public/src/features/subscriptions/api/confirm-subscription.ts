import { publicRequest } from './public-request';

/** POST /v1/public/subscriptions/confirm: 400 token_expired for a lapsed link, invalid_token otherwise. */
export function confirmSubscription(apiOrigin: string, token: string) {
  return publicRequest<{ state: 'confirmed' }>(apiOrigin, '/v1/public/subscriptions/confirm', {
    method: 'POST',
    body: { token },
  });
}
