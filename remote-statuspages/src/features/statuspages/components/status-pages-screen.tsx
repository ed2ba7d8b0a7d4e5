import {
  Button,
  EmptyState,
  Notice,
  PageHeader,
  paths,
  Skeleton,
  TextField,
  useDocumentTitle,
} from '@statusdeck/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { usePages } from '../../../api/get-pages';
import { loadFailureText } from '../../../components/load-failure';
import { usePageAllowance } from '../../../hooks/use-page-allowance';
import { usePermissions } from '../../../hooks/use-permissions';
import { CreatePageAction } from './create-page-action';
import { PageAllowanceNote } from './page-allowance-note';
import { PagesTable } from './pages-table';

const Search = styled.div`
  max-width: 24rem;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** /statuspages: every page of the organisation, searchable by name or address. */
export function StatusPagesScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.statusPages'));
  const navigate = useNavigate();
  const { can } = usePermissions();
  const allowance = usePageAllowance();
  const allowanceId = useId();
  const { data: pages, error, mutate } = usePages();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!pages || !needle) return pages ?? [];
    return pages.filter((page) => `${page.name} ${page.slug}`.toLowerCase().includes(needle));
  }, [pages, query]);

  let body = <Skeleton lines={5} label={t('statuspages.list.loading')} />;
  if (error) {
    body = (
      <div role="alert">
        <Notice
          title={t('statuspages.list.loadErrorTitle')}
          description={loadFailureText(error, t)}
          action={<Button onClick={() => void mutate()}>{t('statuspages.retry')}</Button>}
        />
      </div>
    );
  } else if (pages && pages.length === 0) {
    body = (
      <EmptyState
        title={t('statuspages.list.emptyTitle')}
        description={t('statuspages.list.emptyDescription')}
        action={
          can('pages.create') ? (
            <Button onClick={() => navigate(paths.addStatusPage())}>{t('statuspages.list.create')}</Button>
          ) : undefined
        }
      />
    );
  } else if (pages) {
    body = (
      <>
        <Search>
          <TextField
            type="search"
            label={t('statuspages.list.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Search>
        {shown.length > 0 ? (
          <PagesTable pages={shown} />
        ) : (
          <p role="status">{t('statuspages.list.noMatches', { query: query.trim() })}</p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('statuspages.list.title')}
        description={
          <>
            {t('statuspages.list.description')}
            {allowance && can('pages.create') ? (
              <PageAllowanceNote allowance={allowance} id={allowanceId} />
            ) : null}
          </>
        }
        actions={<CreatePageAction allowance={allowance} describedBy={allowanceId} />}
      />
      {body}
    </>
  );
}
