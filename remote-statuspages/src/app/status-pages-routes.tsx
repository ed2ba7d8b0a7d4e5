import { childRoutePatterns, NotFoundScreen, Notice, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function SectionInProgress() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.statusPages'));
  return (
    <Notice title={t('statuspages.inProgressTitle')} description={t('statuspages.inProgressDescription')} />
  );
}

const inProgress = <SectionInProgress />;
const section = childRoutePatterns.statusPages;
const page = childRoutePatterns.statusPage;

/**
 * Exposed as `./StatusPagesRoutes`; mounted by the host at `/statuspages/*`. Exactly the routes of
 * SPEC.md §2; anything else under the prefix is the not-found screen, inside the signed-in layout.
 */
export default function StatusPagesRoutes() {
  return (
    <Routes>
      <Route index element={inProgress} />
      <Route path={section.addStatusPage} element={inProgress} />
      <Route path={section.statusPage}>
        <Route index element={inProgress} />
        <Route path={page.statusPageIncidents} element={inProgress} />
        <Route path={page.statusPageParameters} element={inProgress} />
        <Route path={page.statusPageAppearance} element={inProgress} />
        <Route path={page.statusPageSubscribers} element={inProgress} />
        <Route path={page.addIncident} element={inProgress} />
      </Route>
      <Route path={section.incident} element={inProgress} />
      <Route path={section.addComponent} element={inProgress} />
      <Route path={section.editComponent} element={inProgress} />
      <Route path={section.editComponentGroup} element={inProgress} />
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}
