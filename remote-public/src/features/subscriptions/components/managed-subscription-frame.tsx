import type { ManagedState, ManagedSubscription, PublicLanguage } from '@statusdeck/shared/public-site';
import type { ReactNode } from 'react';
import { usePublicT } from '../../public-page/i18n';
import { useManagedSubscription } from '../use-managed-subscription';
import { InvalidLink, LoadFailed, LoadingSubscription } from './link-states';
import {
  defaultPageHref,
  type ScreenCommonProps,
  SubscriptionLayout,
  useScreenTitle,
  withLanguage,
} from './subscription-layout';

export type Ready = {
  subscription: ManagedSubscription;
  token: string;
  /** The language the screen is shown in: the address's, else the subscription's page's. */
  language: PublicLanguage;
  replace: (subscription: ManagedSubscription) => void;
};

function Title({ titleKey }: { titleKey: string }) {
  const { t } = usePublicT();
  useScreenTitle(t(titleKey));
  return null;
}

/**
 * What the manage and unsubscribe screens share: the subscription their mail's token names, loading,
 * an invalid link or a failed load (with "try again", `retryHref` without JavaScript), and the screen's
 * own content once it is ready.
 */
export function ManagedSubscriptionFrame({
  token,
  apiOrigin = '',
  lang,
  pageHref = defaultPageHref,
  initial,
  titleKey,
  retryHref,
  children,
}: ScreenCommonProps & {
  token: string | null;
  initial?: ManagedState;
  /** The translation key of the screen's document title. */
  titleKey: string;
  retryHref: (token: string) => string;
  children: (ready: Ready) => ReactNode;
}) {
  const { state, reload, replace } = useManagedSubscription(apiOrigin, token, initial);
  const subscription = state.kind === 'ready' ? state.subscription : null;
  const language = lang ?? subscription?.page.default_language ?? 'en';
  return (
    <SubscriptionLayout
      lang={language}
      backHref={subscription ? withLanguage(pageHref(subscription.page.slug), language) : null}
      page={subscription?.page}
    >
      <Title titleKey={titleKey} />
      {state.kind === 'loading' && <LoadingSubscription />}
      {state.kind === 'invalid' && <InvalidLink />}
      {state.kind === 'failed' && (
        <LoadFailed
          failure={state.failure}
          onRetry={() => void reload()}
          retryHref={token ? retryHref(token) : undefined}
        />
      )}
      {subscription && token && children({ subscription, token, language, replace })}
    </SubscriptionLayout>
  );
}
