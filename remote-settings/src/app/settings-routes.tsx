import { Notice } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function SectionInProgress() {
  const { t } = useTranslation();
  return <Notice title={t('settings.inProgressTitle')} description={t('settings.inProgressDescription')} />;
}

/** Exposed as `./SettingsRoutes`; mounted by the host at `/settings/*`. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route path="*" element={<SectionInProgress />} />
    </Routes>
  );
}
