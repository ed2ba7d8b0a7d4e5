import { Button, Card, Notice, PageHeader, paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../auth-permissions/use-permissions';
import { AddPageForm } from './add-page-form';

/** /statuspages/add: name, address, time zone and language; the rest lives in the page's parameters. */
export function AddPageScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.addStatusPage'));
  const { can, isLoading, failed, retry } = usePermissions();
  let body = <Skeleton lines={6} />;
  if (failed) {
    body = (
      <div role="alert">
        <Notice
          title={t('statuspages.add.roleErrorTitle')}
          description={t('statuspages.add.roleErrorDescription')}
          action={<Button onClick={retry}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (!isLoading && can('pages.create')) {
    body = (
      <Card>
        <AddPageForm />
      </Card>
    );
  } else if (!isLoading) {
    body = (
      <Notice
        title={t('statuspages.add.notAllowedTitle')}
        description={t('statuspages.add.notAllowedDescription')}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={t('statuspages.add.title')}
        description={t('statuspages.add.description')}
        back={{ to: paths.statusPages(), label: t('statuspages.list.title') }}
      />
      {body}
    </>
  );
}
