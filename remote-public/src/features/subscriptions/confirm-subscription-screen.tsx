import type { ConfirmInitial } from '@statusdeck/shared/public-site';
import { subscriptionPaths } from '@statusdeck/shared/public-site/paths';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usePublicT } from '../public-page/i18n';
import { confirmSubscription } from './api/confirm-subscription';
import {
  defaultPageHref,
  type ScreenCommonProps,
  SubscriptionLayout,
  useScreenTitle,
} from './components/subscription-layout';
import { Actions, PrimaryButton } from './components/ui';
import { failureText } from './failure-key';

/** `ask`: the button, before anything is sent (the server's HTML, and the render that hydrates it). */
type State = { kind: 'ask' } | { kind: 'confirming' } | ConfirmInitial;

export type ConfirmSubscriptionScreenProps = ScreenCommonProps & {
  /** `?token=` of the confirmation link (null when the address has none). */
  token: string | null;
  /** `?page=` of the link: the page's slug, for the way back. */
  slug?: string | null;
  /** The outcome of this screen's form post, rendered by the server (a browser without JavaScript). */
  initialResult?: ConfirmInitial;
};

function ConfirmContent({
  token,
  slug,
  apiOrigin = '',
  lang,
  initialResult,
}: ConfirmSubscriptionScreenProps) {
  const { t } = usePublicT();
  const [state, setState] = useState<State>(initialResult ?? (token ? { kind: 'ask' } : { kind: 'invalid' }));
  const started = useRef(initialResult !== undefined);
  useScreenTitle(t('public.subscriptions.confirm.documentTitle'));

  const run = useCallback(async () => {
    if (!token) return;
    started.current = true;
    setState({ kind: 'confirming' });
    const result = await confirmSubscription(apiOrigin, token);
    if (result.ok) setState({ kind: result.data.state === 'already_confirmed' ? 'already' : 'confirmed' });
    else if (result.failure.code === 'token_expired') setState({ kind: 'expired' });
    else if (result.failure.code === 'invalid_token' || result.failure.status === 400) {
      setState({ kind: 'invalid' });
    } else setState({ kind: 'failed', failure: result.failure });
  }, [apiOrigin, token]);

  // With JavaScript the link confirms by itself, once (also when a strict-mode remount repeats effects),
  // and never again on a screen the server rendered with an outcome. Opening the link never confirms on
  // the server (mail scanners open links): without JavaScript the button below posts.
  useEffect(() => {
    if (started.current) return;
    void run();
  }, [run]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };
  /** The button as a form: posted by the browser without JavaScript, sent by the script with it. */
  const button = (label: string) =>
    token && (
      <form method="post" action={subscriptionPaths().confirm(token, slug, lang)} onSubmit={submit}>
        <Actions>
          <PrimaryButton type="submit">{label}</PrimaryButton>
        </Actions>
      </form>
    );

  switch (state.kind) {
    case 'ask':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.askTitle')}</h1>
          <p>{t('public.subscriptions.confirm.askBody')}</p>
          {button(t('public.subscriptions.confirm.button'))}
        </>
      );
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
    case 'already':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.alreadyTitle')}</h1>
          <p>{t('public.subscriptions.confirm.alreadyBody')}</p>
        </>
      );
    case 'expired':
      return (
        <>
          <h1>{t('public.subscriptions.confirm.expiredTitle')}</h1>
          <p>{t('public.subscriptions.confirm.expiredBody')}</p>
          {slug && (
            <Actions>
              <PrimaryButton as="a" href={subscriptionPaths(apiOrigin).subscribe(slug, lang)}>
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
          <p role="alert">
            {/* A full page is the plan's limit met since subscribing: the link still works once a place frees. */}
            {state.failure.status === 402
              ? t('public.subscriptions.confirm.pageFull')
              : failureText(state.failure, t)}
          </p>
          {button(t('public.subscriptions.retry'))}
        </>
      );
  }
}

/**
 * /public-page/subscriptions/confirm?token=&page=&lang=: the link of the confirmation mail. The server
 * renders its button (`ask`); the script confirms at once, a browser without it posts the button's form.
 */
export function ConfirmSubscriptionScreen(props: ConfirmSubscriptionScreenProps) {
  const pageHref = props.pageHref ?? defaultPageHref;
  return (
    <SubscriptionLayout lang={props.lang ?? 'en'} backHref={props.slug ? pageHref(props.slug) : null}>
      <ConfirmContent {...props} />
    </SubscriptionLayout>
  );
}
