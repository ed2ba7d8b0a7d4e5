import { usePublicT } from '../../public-page/i18n';
import type { PublicFailure } from '../api/public-request';
import { failureKey } from '../failure-key';
import { Actions, PrimaryButton } from './ui';

/** A manage or unsubscribe link that names no subscription (wrong, cut short, or the secret rotated). */
export function InvalidLink() {
  const { t } = usePublicT();
  return (
    <>
      <h1>{t('public.subscriptions.invalidLink.title')}</h1>
      <p>{t('public.subscriptions.invalidLink.body')}</p>
    </>
  );
}

export function LoadingSubscription() {
  const { t } = usePublicT();
  return (
    <p role="status" aria-busy="true">
      {t('public.subscriptions.loading')}
    </p>
  );
}

export function LoadFailed({ failure, onRetry }: { failure: PublicFailure; onRetry(): void }) {
  const { t } = usePublicT();
  return (
    <>
      <h1>{t('public.subscriptions.loadFailedTitle')}</h1>
      <p role="alert">{t(failureKey(failure))}</p>
      <Actions>
        <PrimaryButton type="button" onClick={onRetry}>
          {t('public.subscriptions.retry')}
        </PrimaryButton>
      </Actions>
    </>
  );
}
