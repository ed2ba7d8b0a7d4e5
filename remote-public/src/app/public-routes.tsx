import { childRoutePatterns, NotFoundScreen, Notice, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function PageInProgress({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return <Notice title={t('public.inProgressTitle')} description={t('public.inProgressDescription')} />;
}

/**
 * Exposed as `./PublicRoutes`; mounted at `/public-page/*` by the host and by the standalone app.
 * Exactly the routes of SPEC.md §2; anything else under the prefix is the not-found screen.
 */
export default function PublicRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route index element={<PageInProgress title={t('titles.publicPage')} />} />
      <Route
        path={childRoutePatterns.publicPage.publicIncident}
        element={<PageInProgress title={t('titles.publicIncident')} />}
      />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
