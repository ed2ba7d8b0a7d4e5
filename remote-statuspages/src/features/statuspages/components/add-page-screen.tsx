import { Card, Notice, PageHeader, paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth-permissions/use-permissions';
import { AddPageForm } from './add-page-form';

/** /statuspages/add: name, address, time zone and language; the rest lives in the page's parameters. */
export function AddPageScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.addStatusPage'));
  const { can, isLoading } = usePermissions();
  return (
    <>
      <PageHeader
        title={t('statuspages.add.title')}
        description={t('statuspages.add.description')}
        back={{ to: paths.statusPages(), label: t('statuspages.list.title') }}
      />
      {isLoading ? <Skeleton lines={6} /> : null}
      {!isLoading && can('pages.create') ? (
        <Card>
          <AddPageForm />
        </Card>
      ) : null}
      {!isLoading && !can('pages.create') ? (
        <Notice
          title={t('statuspages.add.notAllowedTitle')}
          description={t('statuspages.add.notAllowedDescription')}
        />
      ) : null}
    </>
  );
}
