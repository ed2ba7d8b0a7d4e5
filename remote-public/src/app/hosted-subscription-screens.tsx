import { paths } from '@statusdeck/shared';
import { useSearchParams } from 'react-router-dom';
import { isPublicLanguage } from '../features/public-page/i18n';
import {
  ConfirmSubscriptionScreen,
  ManageSubscriptionScreen,
  SubscribeScreen,
  UnsubscribeScreen,
} from '../features/subscriptions';

/**
 * The subscription screens (features/subscriptions) at their /public-page/… addresses inside the
 * host, reading the address's ?page=, ?token= and ?lang=. The public API is on the console's own
 * origin in the all-in-one deployment.
 */
function useScreenParams() {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  return {
    slug: params.get('page'),
    token: params.get('token'),
    common: {
      lang: isPublicLanguage(lang) ? lang : undefined,
      pageHref: (slug: string) => paths.publicPage(slug),
    },
  };
}

export function HostedSubscribe() {
  const { slug, common } = useScreenParams();
  return <SubscribeScreen slug={slug} {...common} />;
}

export function HostedConfirmSubscription() {
  const { slug, token, common } = useScreenParams();
  return <ConfirmSubscriptionScreen token={token} slug={slug} {...common} />;
}

export function HostedUnsubscribe() {
  const { token, common } = useScreenParams();
  return (
    <UnsubscribeScreen
      token={token}
      manageHref={(value) => paths.publicManageSubscription(value)}
      {...common}
    />
  );
}

export function HostedManageSubscription() {
  const { token, common } = useScreenParams();
  return <ManageSubscriptionScreen token={token} {...common} />;
}
