import { type Api, apiFetch } from '@statusdeck/shared';
import { useSWRConfig } from 'swr';
import { subscribersPath } from '../../../api/get-subscribers';
import type { CreatedSubscriber } from '../../../api/subscriber-types';
import { revalidateSubscribers } from './revalidate-subscribers';

export type SubscriberInput = Api.RequestBodies['POST /v1/pages/{pageId}/subscribers'];

/**
 * 409 duplicate_subscriber for an e-mail already on the page; 402 at the plan's limit (toasted by shared).
 * A webhook's answer carries its signing secret, the only time it is shown.
 */
export function createSubscriber(pageId: string, input: SubscriberInput): Promise<CreatedSubscriber> {
  return apiFetch<CreatedSubscriber>(subscribersPath(pageId), { method: 'POST', body: input });
}

export function useCreateSubscriber(pageId: string) {
  const { mutate } = useSWRConfig();
  return async (input: SubscriberInput) => {
    const created = await createSubscriber(pageId, input);
    await revalidateSubscribers(mutate, pageId);
    return created;
  };
}
