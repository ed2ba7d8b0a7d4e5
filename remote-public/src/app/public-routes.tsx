import { childRoutePatterns } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import { HostedNotFound, HostedPublicPage } from './hosted-public-page';
import {
  HostedConfirmSubscription,
  HostedManageSubscription,
  HostedSubscribe,
  HostedUnsubscribe,
} from './hosted-subscription-screens';

const child = childRoutePatterns.publicPage;

/**
 * Exposed as `./PublicRoutes`; mounted at `/public-page/*` by the host: the public page, an
 * incident, the history and the subscription screens (the server renders the same screens for
 * visitors; this is the in-console path, where members also preview unpublished pages). Anything
 * else under the prefix is the public not-found screen.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HostedPublicPage kind="page" />} />
      <Route path={child.publicIncident} element={<HostedPublicPage kind="incident" />} />
      <Route path={child.publicHistory} element={<HostedPublicPage kind="history" />} />
      <Route path={child.publicSubscribe} element={<HostedSubscribe />} />
      <Route path={child.publicConfirmSubscription} element={<HostedConfirmSubscription />} />
      <Route path={child.publicUnsubscribe} element={<HostedUnsubscribe />} />
      <Route path={child.publicManageSubscription} element={<HostedManageSubscription />} />
      <Route path="*" element={<HostedNotFound />} />
    </Routes>
  );
}
