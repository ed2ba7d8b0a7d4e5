import {
  Button,
  LinkTabs,
  Notice,
  PageHeader,
  paths,
  Skeleton,
  useDocumentTitle,
  useReleaseConsoleShell,
} from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import { isNotFound } from '../../../api/page-errors';
import { PageTimeZoneProvider } from '../../../components/clock';
import { DraftBadge } from '../../../components/draft-badge';
import { loadFailureText } from '../../../components/load-failure';
import { PageStatusBadge } from '../../../components/page-status-badge';
import { PublicPageLink } from './public-page-link';
import { PublicPagePreviewLink } from './public-page-preview-link';
import { PublishPageButton } from './publish-page-button';

const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Content = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

function PageProblem({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  const notFound = isNotFound(error);
  useDocumentTitle(notFound ? t('statuspages.details.notFoundTitle') : t('titles.statusPages'));
  // A server copy of the page's screen would otherwise stand in for the problem.
  useReleaseConsoleShell(true);
  if (notFound) {
    return (
      <Notice
        title={t('statuspages.details.notFoundTitle')}
        description={t('statuspages.details.notFoundDescription')}
        action={<Link to={paths.statusPages()}>{t('statuspages.details.backToList')}</Link>}
      />
    );
  }
  return (
    <div role="alert">
      <Notice
        title={t('statuspages.details.loadErrorTitle')}
        description={loadFailureText(error, t)}
        action={<Button onClick={retry}>{t('statuspages.retry')}</Button>}
      />
    </div>
  );
}

/** /statuspages/:id/*: the page's name, address and status above its section tabs. */
export function PageLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: page, error, mutate } = usePage(id);

  if (error) return <PageProblem error={error} retry={() => void mutate()} />;
  if (!page) return <Skeleton lines={4} label={t('statuspages.details.loading')} />;
  return (
    <>
      <PageHeader
        title={page.name}
        breadcrumbs={[{ label: t('statuspages.list.title'), to: paths.statusPages() }, { label: page.name }]}
        description={
          <Meta>
            <PublicPageLink address={page.address} />
            <PageStatusBadge status={page.status} />
            <DraftBadge published={page.published} />
          </Meta>
        }
        actions={
          <Meta>
            <PublicPagePreviewLink
              pageId={page.id}
              slug={page.slug}
              published={page.published}
              access={page.access}
            />
            {page.published ? null : (
              <PublishPageButton pageId={page.id} name={page.name} published={page.published} />
            )}
          </Meta>
        }
      />
      <LinkTabs
        aria-label={t('statuspages.details.sections')}
        items={[
          { to: paths.statusPage(id), label: t('statuspages.details.tabs.components'), end: true },
          { to: paths.statusPageIncidents(id), label: t('statuspages.details.tabs.incidents') },
          { to: paths.statusPageTemplates(id), label: t('statuspages.details.tabs.templates') },
          { to: paths.statusPageParameters(id), label: t('statuspages.details.tabs.parameters') },
          { to: paths.statusPageAppearance(id), label: t('statuspages.details.tabs.appearance') },
          { to: paths.statusPageSubscribers(id), label: t('statuspages.details.tabs.subscribers') },
          { to: paths.statusPageIntegrations(id), label: t('statuspages.details.tabs.integrations') },
          { to: paths.statusPageViewers(id), label: t('statuspages.details.tabs.viewers') },
        ]}
      />
      <Content>
        <PageTimeZoneProvider zone={page.time_zone}>
          <Outlet />
        </PageTimeZoneProvider>
      </Content>
    </>
  );
}
