import { useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { DashboardView } from '../features/dashboard/components/dashboard-view';

/** Exposed as `./Dashboard`; the host mounts it at `/` inside the signed-in layout. */
export default function Dashboard() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.dashboard'));
  return <DashboardView />;
}
