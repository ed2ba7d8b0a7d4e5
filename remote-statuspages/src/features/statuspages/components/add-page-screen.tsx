import { Button, Card, Notice, PageHeader, paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadFailureText } from '../../../components/load-failure';
import { usePageAllowance } from '../../../hooks/use-page-allowance';
import { usePermissions } from '../../../hooks/use-permissions';
import { AddPageForm } from './add-page-form';
import { PageAllowanceNote } from './page-allowance-note';

const LimitNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
`;

const LimitTitle = styled.p`
  font-weight: 600;
`;

/** /statuspages/add: name, address, time zone and language; the rest lives in the page's parameters. */
export function AddPageScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.addStatusPage'));
  const { can, isLoading, failed, error, retry } = usePermissions();
  const allowance = usePageAllowance();
  const limitReached = allowance?.reached === true;
  let body = <Skeleton lines={6} />;
  if (failed) {
    body = (
      <div role="alert">
        <Notice
          title={t('statuspages.add.roleErrorTitle')}
          description={loadFailureText(error, t)}
          action={<Button onClick={retry}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (!isLoading && can('pages.create')) {
    // At the plan's limit the form stays readable, but the server would only answer 402: say so first.
    body = (
      <>
        {limitReached && allowance ? (
          <LimitNotice role="status">
            <LimitTitle>{t('statuspages.add.limitTitle')}</LimitTitle>
            <PageAllowanceNote allowance={allowance} />
          </LimitNotice>
        ) : null}
        <Card>
          <AddPageForm limitReached={limitReached} />
        </Card>
      </>
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
