import { useCallback, useEffect, useRef, useState } from 'react';
import { usePublicT } from '../public-page/i18n';
import { confirmSubscription } from './api/confirm-subscription';
import type { PublicFailure } from './api/public-request';
import {
  defaultPageHref,
  type ScreenCommonProps,
  SubscriptionLayout,
  useScreenTitle,
} from './components/subscription-layout';
import { Actions, PrimaryButton } from './components/ui';
import { failureKey } from './failure-key';

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed' }
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; failure: PublicFailure };

export type ConfirmSubscriptionScreenProps = ScreenCommonProps & {
  /** `?token=` of the confirmation link (null when the address has none). */
  token: string | null;
  /** `?page=` of the link: the page's slug, for the way back. */
  slug?: string | null;
};

function ConfirmContent({
  token,
  slug,
  apiOrigin = '',
  pageHref = defaultPageHref,
}: ConfirmSubscriptionScreenProps) {
  const { t } = usePublicT();
  const [state, setState] = useState<State>(token ? { kind: 'confirming' } : { kind: 'invalid' });
  const started = useRef(false);
  useScreenTitle(t('public.subscriptions.confirm.documentTitle'));

  const run = useCallback(async () => {
    if (!token) return;
    setState({ kind: 'confirming' });
    const result = await confirmSubscription(apiOrigin, token);
    if (result.ok) setState({ kind: 'confirmed' });
    else if (result.failure.code === 'token_expired') setState({ kind: 'expired' });
    else if (result.failure.code === 'invalid_token' || result.failure.status === 400) {
      setState({ kind: 'invalid' });
    } else setState({ kind: 'failed', failure: result.failure });
  }, [apiOrigin, token]);

  // Confirming is single use: run once, also when a strict-mode remount repeats effects.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const page = slug ? pageHref(slug) : null;
  switch (state.kind) {
    case 'confirming':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.title')}</h1>
          <p role="status">{t('public.subscriptions.confirm.confirming')}</p>
        </>
      );
    case 'confirmed':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.successTitle')}</h1>
          <p>{t('public.subscriptions.confirm.successBody')}</p>
        </>
      );
    case 'expired':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.expiredTitle')}</h1>
          <p>{t('public.subscriptions.confirm.expiredBody')}</p>
          {page && (
            <Actions>
              <PrimaryButton as="a" href={page}>
                {t('public.subscriptions.subscribeAgain')}
              </PrimaryButton>
            </Actions>
          )}
        </>
      );
    case 'invalid':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.invalidTitle')}</h1>
          <p>{t('public.subscriptions.confirm.invalidBody')}</p>
        </>
      );
    case 'failed':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.failedTitle')}</h1>
          <p role="alert">{t(failureKey(state.failure))}</p>
          <Actions>
            <PrimaryButton type="button" onClick={() => void run()}>
              {t('public.subscriptions.retry')}
            </PrimaryButton>
          </Actions>
        </>
      );
  }
}

/** /public-page/subscriptions/confirm?token=&page=&lang=: the link of the confirmation mail. */
export function ConfirmSubscriptionScreen(props: ConfirmSubscriptionScreenProps) {
  const pageHref = props.pageHref ?? defaultPageHref;
  return (
    <SubscriptionLayout lang={props.lang ?? 'en'} backHref={props.slug ? pageHref(props.slug) : null}>
      <ConfirmContent {...props} />
    </SubscriptionLayout>
  );
}
