import { childRoutePatterns, NotFoundScreen, Notice, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function SectionInProgress() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.settings'));
  return <Notice title={t('settings.inProgressTitle')} description={t('settings.inProgressDescription')} />;
}

const screens = childRoutePatterns.settings;
const inProgress = <SectionInProgress />;

/**
 * Exposed as `./SettingsRoutes`; mounted by the host at `/settings/*`. Exactly the routes of
 * SPEC.md §2; anything else under the prefix is the not-found screen, inside the signed-in layout.
 */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={inProgress} />
      <Route path={screens.settingsUsers} element={inProgress} />
      <Route path={screens.settingsTokens} element={inProgress} />
      <Route path={screens.settingsSubscription} element={inProgress} />
      <Route path={screens.settingsPlans} element={inProgress} />
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}
