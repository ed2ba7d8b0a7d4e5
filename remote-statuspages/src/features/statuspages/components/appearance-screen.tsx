import { Card, Skeleton } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { AppearanceForm } from './appearance-form';

/** /statuspages/:id/appearance (inside the page layout, which handles loading errors and 404). */
export function AppearanceScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: page } = usePage(id);
  const { can, isLoading } = usePermissions();
  usePageDocumentTitle(t('statuspages.details.tabs.appearance'), page?.name);
  if (!page || isLoading) return <Skeleton lines={8} />;
  return (
    <Card>
      <AppearanceForm page={page} readOnly={!can('pages.edit')} />
    </Card>
  );
}
