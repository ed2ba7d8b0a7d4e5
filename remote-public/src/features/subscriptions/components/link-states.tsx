import type { ManagedSubscription, PublicFailure } from '@statusdeck/shared/public-site';
import { subscriptionPaths } from '@statusdeck/shared/public-site/paths';
import { TextLink } from '../../public-page/components/primitives';
import { usePublicT } from '../../public-page/i18n';
import { failureText } from '../failure-key';
import { Actions, PrimaryButton } from './ui';
import { useHydrated } from './use-hydrated';

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

/**
 * The subscription could not be loaded (or the server refused the form post, e.g. too many attempts).
 * `retryHref`: without JavaScript "Try again" is a link there (the screen's own address); with it, a button.
 */
export function LoadFailed({
  failure,
  onRetry,
  retryHref,
}: {
  failure: PublicFailure;
  onRetry(): void;
  retryHref?: string;
}) {
  const { t } = usePublicT();
  const hydrated = useHydrated();
  return (
    <>
      <h1>{t('public.subscriptions.loadFailedTitle')}</h1>
      <p role="alert">{failureText(failure, t)}</p>
      <Actions>
        {retryHref && !hydrated ? (
          <PrimaryButton as="a" href={retryHref}>
            {t('public.subscriptions.retry')}
          </PrimaryButton>
        ) : (
          <PrimaryButton type="button" onClick={onRetry}>
            {t('public.subscriptions.retry')}
          </PrimaryButton>
        )}
      </Actions>
    </>
  );
}

/**
 * How a subscription that is over is told: `unsubscribed` right after the unsubscribe screen's button
 * (announced), `already` when that screen opens on an ended one, `ended` on the manage screen.
 */
export type EndedVariant = 'unsubscribed' | 'already' | 'ended';

const ENDED_TITLE = {
  unsubscribed: 'public.subscriptions.unsubscribe.doneTitle',
  already: 'public.subscriptions.unsubscribe.alreadyTitle',
  ended: 'public.subscriptions.manage.endedTitle',
} as const;

/** The block the manage and unsubscribe screens end on: who no longer gets what, and the way back in. */
export function SubscriptionEnded({
  subscription,
  variant,
  apiOrigin,
  lang,
}: {
  subscription: ManagedSubscription;
  variant: EndedVariant;
  /** The product's origin: "Subscribe again" leads to the page's subscribe screen there. */
  apiOrigin: string;
  /** The language the screen is shown in, kept by that link. */
  lang: string;
}) {
  const { t } = usePublicT();
  const names = { page: subscription.page.name, email: subscription.email };
  const again = (
    <TextLink href={subscriptionPaths(apiOrigin).subscribe(subscription.page.slug, lang)}>
      {t('public.subscriptions.subscribeAgain')}
    </TextLink>
  );
  return (
    <>
      <h1 role={variant === 'unsubscribed' ? 'status' : undefined}>{t(ENDED_TITLE[variant])}</h1>
      {variant === 'ended' ? (
        <>
          <p>{t('public.subscriptions.manage.endedBody', names)}</p>
          <p>{again}</p>
        </>
      ) : (
        <>
          <p>{t('public.subscriptions.unsubscribe.doneBody', names)}</p>
          <p>
            {t('public.subscriptions.unsubscribe.resubscribeHint')} {again}
          </p>
        </>
      )}
    </>
  );
}
