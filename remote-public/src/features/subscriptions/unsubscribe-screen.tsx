import { useState } from 'react';
import { TextLink } from '../public-page/components/primitives';
import { usePublicT } from '../public-page/i18n';
import type { ManagedSubscription } from './api/manage-subscription';
import { unsubscribe } from './api/unsubscribe';
import { InvalidLink, LoadFailed, LoadingSubscription } from './components/link-states';
import {
  defaultPageHref,
  type ScreenCommonProps,
  SubscriptionLayout,
  useScreenTitle,
} from './components/subscription-layout';
import { Actions, Alert, DangerButton, SecondaryButton } from './components/ui';
import { failureKey } from './failure-key';
import { useManagedSubscription } from './use-managed-subscription';

export type UnsubscribeScreenProps = ScreenCommonProps & {
  /** `?token=` of the link in the mail. */
  token: string | null;
  /** The manage screen for this token (default /public-page/subscriptions/manage?token=). */
  manageHref?: (token: string) => string;
};

const defaultManageHref = (token: string) =>
  `/public-page/subscriptions/manage?token=${encodeURIComponent(token)}`;

function Unsubscribe({
  subscription,
  token,
  apiOrigin,
  pageHref,
  manageHref,
}: {
  subscription: ManagedSubscription;
  token: string;
  apiOrigin: string;
  pageHref: (slug: string) => string;
  manageHref: (token: string) => string;
}) {
  const { t } = usePublicT();
  const [phase, setPhase] = useState<'asking' | 'working' | 'done'>(
    subscription.state === 'unsubscribed' ? 'done' : 'asking',
  );
  const [error, setError] = useState<string | null>(null);
  const names = { page: subscription.page.name, email: subscription.email };
  const already = subscription.state === 'unsubscribed';

  async function confirm() {
    setPhase('working');
    setError(null);
    const result = await unsubscribe(apiOrigin, token);
    if (result.ok) setPhase('done');
    else {
      setPhase('asking');
      setError(t(failureKey(result.failure)));
    }
  }

  if (phase === 'done') {
    return (
      <>
        <h1 role={already ? undefined : 'status'}>
          {already
            ? t('public.subscriptions.unsubscribe.alreadyTitle')
            : t('public.subscriptions.unsubscribe.doneTitle')}
        </h1>
        <p>{t('public.subscriptions.unsubscribe.doneBody', names)}</p>
        <p>
          {t('public.subscriptions.unsubscribe.resubscribeHint')}{' '}
          <TextLink href={pageHref(subscription.page.slug)}>
            {t('public.subscriptions.subscribeAgain')}
          </TextLink>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t('public.subscriptions.unsubscribe.title')}</h1>
      <p>{t('public.subscriptions.unsubscribe.question', names)}</p>
      <p>{t('public.subscriptions.unsubscribe.explain')}</p>
      {error && <Alert>{error}</Alert>}
      <Actions>
        <DangerButton type="button" onClick={() => void confirm()} disabled={phase === 'working'}>
          {phase === 'working'
            ? t('public.subscriptions.unsubscribe.working')
            : t('public.subscriptions.unsubscribe.button')}
        </DangerButton>
        <SecondaryButton as="a" href={manageHref(token)}>
          {t('public.subscriptions.unsubscribe.manageInstead')}
        </SecondaryButton>
      </Actions>
    </>
  );
}

/**
 * /public-page/subscriptions/unsubscribe?token=: says what unsubscribing does and asks for one click.
 * Opening it changes nothing (mail scanners open links); the button does. Mail providers' RFC 8058
 * one-click POST to the same address is answered by the server.
 */
export function UnsubscribeScreen({
  token,
  apiOrigin = '',
  lang,
  pageHref = defaultPageHref,
  manageHref = defaultManageHref,
}: UnsubscribeScreenProps) {
  const { state, reload } = useManagedSubscription(apiOrigin, token);
  const subscription = state.kind === 'ready' ? state.subscription : null;
  const language = lang ?? subscription?.page.default_language ?? 'en';
  return (
    <SubscriptionLayout lang={language} backHref={subscription ? pageHref(subscription.page.slug) : null}>
      <Title />
      {state.kind === 'loading' && <LoadingSubscription />}
      {state.kind === 'invalid' && <InvalidLink />}
      {state.kind === 'failed' && <LoadFailed failure={state.failure} onRetry={() => void reload()} />}
      {subscription && token && (
        <Unsubscribe
          subscription={subscription}
          token={token}
          apiOrigin={apiOrigin}
          pageHref={pageHref}
          manageHref={manageHref}
        />
      )}
    </SubscriptionLayout>
  );
}

function Title() {
  const { t } = usePublicT();
  useScreenTitle(t('public.subscriptions.unsubscribe.documentTitle'));
  return null;
}
