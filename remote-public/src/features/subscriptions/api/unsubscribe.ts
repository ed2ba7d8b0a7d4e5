import { publicRequest } from './public-request';

/** POST /v1/public/subscriptions/unsubscribe: repeating it is harmless. */
export function unsubscribe(apiOrigin: string, token: string) {
  return publicRequest<{ state: 'unsubscribed' }>(apiOrigin, '/v1/public/subscriptions/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}
