import { Button, TextField } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Incident } from '../api/types';
import { IncidentList } from './incident-list';
import { IncidentSection, Quiet } from './incident-section';

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const Search = styled.div`
  max-width: 24rem;
`;

type Props = {
  pageId: string;
  /** Every loaded row, newest first. */
  rows: readonly Incident[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  /** The search box's text, and whether a (settled) search is applied to the rows. */
  query: string;
  onQueryChange(query: string): void;
  searching: boolean;
};

/** Resolved incidents and completed maintenance, newest first, searchable, with "Load more". */
export function IncidentHistory(props: Props) {
  const { pageId, rows, hasMore, loadingMore, onLoadMore, query, onQueryChange, searching } = props;
  const { t } = useTranslation();
  return (
    <IncidentSection id="incidents-history" title={t('pageIncidents.historyTitle')}>
      {rows.length > 0 || query !== '' ? (
        <Search>
          <TextField
            type="search"
            label={t('pageIncidents.search')}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            autoComplete="off"
          />
        </Search>
      ) : null}
      {rows.length > 0 ? (
        <IncidentList
          pageId={pageId}
          incidents={rows}
          moment="resolved"
          label={t('pageIncidents.historyTitle')}
        />
      ) : (
        <Quiet role="status">{searching ? t('pageIncidents.noMatches') : t('pageIncidents.noHistory')}</Quiet>
      )}
      {hasMore ? (
        <More>
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {t('pageIncidents.loadMore')}
          </Button>
        </More>
      ) : null}
    </IncidentSection>
  );
}
