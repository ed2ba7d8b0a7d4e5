import type { ManagedSubscription } from '@statusdeck/shared/public-site';
import { publicRequest } from './public-request';

/** GET /v1/public/subscriptions/manage?token=: the subscription its mails' token names. */
export function getManagedSubscription(apiOrigin: string, token: string) {
  return publicRequest<ManagedSubscription>(
    apiOrigin,
    `/v1/public/subscriptions/manage?token=${encodeURIComponent(token)}`,
  );
}

/** PUT /v1/public/subscriptions/manage: null chooses every component, also ones added later. */
export function updateManagedSubscription(apiOrigin: string, token: string, componentIds: string[] | null) {
  return publicRequest<ManagedSubscription>(apiOrigin, '/v1/public/subscriptions/manage', {
    method: 'PUT',
    body: { token, component_ids: componentIds },
  });
}
