import type { Subscriber, SubscriberType } from '../../../api/subscriber-types';

export const TYPE_LABEL_KEYS: Record<SubscriberType, string> = {
  email: 'pageSubscribers.types.email',
  webhook: 'pageSubscribers.types.webhook',
};

/** What names a subscriber to people: a webhook's endpoint (its e-mail is only the contact), else the e-mail. */
export function subscriberName(subscriber: Subscriber): string {
  return subscriber.type === 'webhook' && subscriber.endpoint ? subscriber.endpoint : subscriber.email;
}
