import { paths, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Page } from '../../../api/page-access-types';
import { DraftBadge } from '../../../components/draft-badge';
import { PageStatusBadge } from '../../../components/page-status-badge';
import { PublicPageLink } from './public-page-link';

function count(value: number | undefined): string {
  return value === undefined ? '—' : String(value);
}

export function PagesTable({ pages }: { pages: readonly Page[] }) {
  const { t } = useTranslation();
  const columns: TableColumn<Page>[] = [
    {
      id: 'name',
      header: t('statuspages.list.columns.name'),
      rowHeader: true,
      cell: (page) => (
        <>
          <Link to={paths.statusPage(page.id)}>{page.name}</Link> <DraftBadge published={page.published} />
        </>
      ),
    },
    {
      id: 'address',
      header: t('statuspages.list.columns.address'),
      cell: (page) => <PublicPageLink address={page.address} />,
    },
    {
      id: 'status',
      header: t('statuspages.list.columns.status'),
      cell: (page) => <PageStatusBadge status={page.status} />,
    },
    {
      id: 'components',
      header: t('statuspages.list.columns.components'),
      align: 'end',
      cell: (page) => count(page.component_count),
    },
    {
      id: 'incidents',
      header: t('statuspages.list.columns.openIncidents'),
      align: 'end',
      cell: (page) => count(page.open_incident_count),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={pages}
      rowKey={(page) => page.id}
      caption={t('statuspages.list.caption')}
      hideCaption
    />
  );
}
