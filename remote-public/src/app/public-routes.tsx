import { Notice } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function PageInProgress() {
  const { t } = useTranslation();
  return <Notice title={t('public.inProgressTitle')} description={t('public.inProgressDescription')} />;
}

/** Exposed as `./PublicRoutes`; mounted at `/public-page/*` by the host and by the standalone app. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="*" element={<PageInProgress />} />
    </Routes>
  );
}
