import { NotFoundScreen, Notice } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function SectionInProgress() {
  const { t } = useTranslation();
  return (
    <Notice title={t('statuspages.inProgressTitle')} description={t('statuspages.inProgressDescription')} />
  );
}

const inProgress = <SectionInProgress />;

/**
 * Exposed as `./StatusPagesRoutes`; mounted by the host at `/statuspages/*`. Exactly the routes of
 * SPEC.md §2; anything else under the prefix is the not-found screen, inside the signed-in layout.
 */
export default function StatusPagesRoutes() {
  return (
    <Routes>
      <Route index element={inProgress} />
      <Route path="add" element={inProgress} />
      <Route path=":id">
        <Route index element={inProgress} />
        <Route path="incidents" element={inProgress} />
        <Route path="parameters" element={inProgress} />
        <Route path="appearance" element={inProgress} />
        <Route path="subscribers" element={inProgress} />
        <Route path="incidents/add" element={inProgress} />
      </Route>
      <Route path=":pageId/incidents/:id" element={inProgress} />
      <Route path=":pageId/components/add" element={inProgress} />
      <Route path=":pageId/components/:componentId/edit" element={inProgress} />
      <Route path=":pageId/components/:componentId/edit-group" element={inProgress} />
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}
