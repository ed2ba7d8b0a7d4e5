import { childRoutePatterns } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import { HostedNotFound, HostedPublicPage } from './hosted-public-page';

/**
 * Exposed as `./PublicRoutes`; mounted at `/public-page/*` by the host: the public page, an
 * incident and the history (the server renders the same screens for visitors; this is the
 * in-console path, where members also preview unpublished pages). Anything else under the prefix
 * is the public not-found screen.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HostedPublicPage kind="page" />} />
      <Route
        path={childRoutePatterns.publicPage.publicIncident}
        element={<HostedPublicPage kind="incident" />}
      />
      <Route
        path={childRoutePatterns.publicPage.publicHistory}
        element={<HostedPublicPage kind="history" />}
      />
      <Route path="*" element={<HostedNotFound />} />
    </Routes>
  );
}
