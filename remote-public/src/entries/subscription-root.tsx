import {
  ConfirmSubscriptionScreen,
  ManageSubscriptionScreen,
  SubscribeScreen,
  UnsubscribeScreen,
} from '../features/subscriptions';
import type { PublicLanguage, SubscriptionView } from './render-input';

/**
 * The subscription screens at their /public-page/… addresses, as hosted-subscription-screens.tsx mounts
 * them in the console, from the view the server rendered (the address's ?page=, ?token=, ?lang=, and what
 * the server loaded or its form post came to). The public API is on this origin.
 */
export function SubscriptionRoot({ view, lang }: { view: SubscriptionView; lang: PublicLanguage }) {
  switch (view.kind) {
    case 'subscribe':
      return (
        <SubscribeScreen
          slug={view.slug}
          initialSnapshot={view.snapshot}
          initialForm={view.form}
          lang={lang}
        />
      );
    case 'confirm-subscription':
      return (
        <ConfirmSubscriptionScreen
          token={view.token}
          slug={view.slug}
          lang={view.lang ?? undefined}
          initialResult={view.result}
        />
      );
    case 'manage-subscription':
      return (
        <ManageSubscriptionScreen token={view.token} lang={view.lang ?? undefined} initial={view.initial} />
      );
    case 'unsubscribe':
      return <UnsubscribeScreen token={view.token} lang={view.lang ?? undefined} initial={view.initial} />;
  }
}
