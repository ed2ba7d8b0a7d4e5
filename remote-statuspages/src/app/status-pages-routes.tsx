import { Notice } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function SectionInProgress() {
  const { t } = useTranslation();
  return (
    <Notice title={t('statuspages.inProgressTitle')} description={t('statuspages.inProgressDescription')} />
  );
}

/** Exposed as `./StatusPagesRoutes`; mounted by the host at `/statuspages/*`. */
export default function StatusPagesRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SectionInProgress />} />
    </Routes>
  );
}
