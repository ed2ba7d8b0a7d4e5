import { Button, OneTimeSecret } from '@statusdeck/shared';
import { FormActions } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscriber } from '../../../api/subscriber-types';

/** The API reference, served by the API itself: the delivery log and test event routes, and their payloads. */
const SIGNATURE_DOCS = '/v1/docs';

const Hint = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** What a receiver reads: the header, and what its v1 value is the HMAC of. */
const SIGNATURE_HEADER = 'X-Statusdeck-Signature: t=<unix time>,v1=<hex HMAC-SHA256>';
const SIGNED_TEXT = '<t>.<raw body>';

type Props = { subscriber: Subscriber; secret: string; onDone(): void };

/** A new webhook's signing secret, shown once, and how a receiver checks a request with it. */
export function WebhookSecret({ subscriber, secret, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <OneTimeSecret
        value={secret}
        label={t('pageSubscribers.secret.label', { endpoint: subscriber.endpoint ?? '' })}
        warning={t('pageSubscribers.secret.warning')}
      />
      <Hint>
        <p>{t('pageSubscribers.secret.howToVerify')}</p>
        <code>{SIGNATURE_HEADER}</code>
        <p>
          {t('pageSubscribers.secret.signedText')} <code>{SIGNED_TEXT}</code>
        </p>
        <a href={SIGNATURE_DOCS} target="_blank" rel="noreferrer">
          {t('pageSubscribers.secret.docs')}
        </a>
      </Hint>
      <FormActions>
        <Button onClick={onDone}>{t('pageSubscribers.secret.done')}</Button>
      </FormActions>
    </>
  );
}
