import { Badge, type BadgeTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { SubscriberState } from '../../../api/subscriber-types';

export const STATE_LABEL_KEYS: Record<SubscriberState, string> = {
  pending: 'pageSubscribers.states.pending',
  confirmed: 'pageSubscribers.states.confirmed',
  unsubscribed: 'pageSubscribers.states.unsubscribed',
  disabled: 'pageSubscribers.states.disabled',
};

const TONES: Record<SubscriberState, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'neutral',
  disabled: 'danger',
};

/**
 * Pending until they confirm the e-mail, then confirmed; unsubscribed ones stay listed, and so do webhooks
 * disabled after their last failed delivery.
 */
export function SubscriberStateBadge({ state }: { state: SubscriberState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[state]} dot>
      {t(STATE_LABEL_KEYS[state])}
    </Badge>
  );
}
