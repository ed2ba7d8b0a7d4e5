import { Badge, type BadgeTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { SubscriberState } from '../../../api/subscriber-types';

export const STATE_LABEL_KEYS: Record<SubscriberState, string> = {
  pending: 'pageSubscribers.states.pending',
  confirmed: 'pageSubscribers.states.confirmed',
  unsubscribed: 'pageSubscribers.states.unsubscribed',
};

const TONES: Record<SubscriberState, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'neutral',
};

/** Pending until they confirm the e-mail, then confirmed; unsubscribed ones stay listed. */
export function SubscriberStateBadge({ state }: { state: SubscriberState }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[state]} dot>
      {t(STATE_LABEL_KEYS[state])}
    </Badge>
  );
}
