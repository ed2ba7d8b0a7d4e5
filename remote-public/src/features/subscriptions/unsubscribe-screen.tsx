import type { ManagedInitial, ManagedSubscription } from '@statusdeck/shared/public-site';
import { subscriptionPaths, UNSUBSCRIBE_FORM_FIELD } from '@statusdeck/shared/public-site/paths';
import { type FormEvent, useState } from 'react';
import { usePublicT } from '../public-page/i18n';
import { unsubscribe } from './api/unsubscribe';
import { SubscriptionEnded } from './components/link-states';
import { ManagedSubscriptionFrame } from './components/managed-subscription-frame';
import type { ScreenCommonProps } from './components/subscription-layout';
import { Actions, Alert, DangerButton, SecondaryButton } from './components/ui';
import { failureText } from './failure-key';

export type UnsubscribeScreenProps = ScreenCommonProps & {
  /** `?token=` of the link in the mail. */
  token: string | null;
  /** The manage screen for this token (default /public-page/subscriptions/manage?token=). */
  manageHref?: (token: string) => string;
  /** The subscription as the server loaded it, and the outcome of this screen's form post. */
  initial?: ManagedInitial;
};

function Unsubscribe({
  subscription,
  token,
  apiOrigin,
  lang,
  language,
  manageHref,
  outcome,
}: {
  subscription: ManagedSubscription;
  token: string;
  apiOrigin: string;
  lang?: string;
  /** The language the screen is shown in. */
  language: string;
  manageHref: (token: string) => string;
  outcome: ManagedInitial['outcome'];
}) {
  const { t } = usePublicT();
  const already = subscription.state === 'unsubscribed';
  const [phase, setPhase] = useState<'asking' | 'working' | 'done'>(
    outcome?.kind === 'unsubscribed' || already ? 'done' : 'asking',
  );
  const [error, setError] = useState<string | null>(() =>
    outcome?.kind === 'refused' ? failureText(outcome.failure, t) : null,
  );
  const names = { page: subscription.page.name, email: subscription.email };

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPhase('working');
    setError(null);
    const result = await unsubscribe(apiOrigin, token);
    if (result.ok) setPhase('done');
    else {
      setPhase('asking');
      setError(failureText(result.failure, t));
    }
  }

  if (phase === 'done') {
    // Just now (here or by this screen's post), or before this screen opened.
    const variant = already && outcome?.kind !== 'unsubscribed' ? 'already' : 'unsubscribed';
    return (
      <SubscriptionEnded
        subscription={subscription}
        variant={variant}
        apiOrigin={apiOrigin}
        lang={language}
      />
    );
  }
  return (
    <>
      <h1>{t('public.subscriptions.unsubscribe.title')}</h1>
      <p>{t('public.subscriptions.unsubscribe.question', names)}</p>
      <p>{t('public.subscriptions.unsubscribe.explain')}</p>
      {error && <Alert>{error}</Alert>}
      <form method="post" action={subscriptionPaths().unsubscribe(token, lang)} onSubmit={confirm}>
        <input type="hidden" name={UNSUBSCRIBE_FORM_FIELD.name} value={UNSUBSCRIBE_FORM_FIELD.value} />
        <Actions>
          <DangerButton type="submit" disabled={phase === 'working'}>
            {phase === 'working'
              ? t('public.subscriptions.unsubscribe.working')
              : t('public.subscriptions.unsubscribe.button')}
          </DangerButton>
          <SecondaryButton as="a" href={manageHref(token)}>
            {t('public.subscriptions.unsubscribe.manageInstead')}
          </SecondaryButton>
        </Actions>
      </form>
    </>
  );
}

/**
 * /public-page/subscriptions/unsubscribe?token=: says what unsubscribing does and asks for one click.
 * Opening it changes nothing (mail scanners open links); the button does — through the public API with
 * JavaScript, as a form post to this address without. Mail providers' RFC 8058 one-click POST to the same
 * address is answered by the server.
 */
export function UnsubscribeScreen({
  token,
  lang,
  manageHref = (value) => subscriptionPaths().manage(value, lang),
  initial,
  ...common
}: UnsubscribeScreenProps) {
  return (
    <ManagedSubscriptionFrame
      {...common}
      token={token}
      lang={lang}
      initial={initial?.state}
      titleKey="public.subscriptions.unsubscribe.documentTitle"
      retryHref={(value) => subscriptionPaths().unsubscribe(value, lang)}
    >
      {({ subscription, token: ready, language }) => (
        <Unsubscribe
          subscription={subscription}
          token={ready}
          apiOrigin={common.apiOrigin ?? ''}
          lang={lang}
          language={language}
          manageHref={manageHref}
          outcome={initial?.outcome}
        />
      )}
    </ManagedSubscriptionFrame>
  );
}
