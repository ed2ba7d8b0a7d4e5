import { Button, TextField } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { IncidentList as IncidentPage } from '../api/types';
import { IncidentList } from './incident-list';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const Search = styled.div`
  max-width: 24rem;
`;

type Props = {
  pageId: string;
  history: SWRInfiniteResponse<IncidentPage>;
  /** The search box's text, and whether a (settled) search is applied to the rows. */
  query: string;
  onQueryChange(query: string): void;
  searching: boolean;
};

/** Resolved incidents and completed maintenance, newest first, searchable, with "Load more". */
export function IncidentHistory({ pageId, history, query, onQueryChange, searching }: Props) {
  const { t } = useTranslation();
  const pages = history.data ?? [];
  const rows = pages.flatMap((entry) => entry.incidents);
  const nextCursor = pages[pages.length - 1]?.next_cursor ?? null;
  const loadingMore = history.isValidating && history.size > pages.length;
  return (
    <Section aria-labelledby="incidents-history">
      <Title id="incidents-history">{t('pageIncidents.historyTitle')}</Title>
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
      {history.error && history.data ? <p role="alert">{t('pageIncidents.loadMoreFailed')}</p> : null}
      {nextCursor ? (
        <More>
          <Button
            variant="secondary"
            loading={loadingMore}
            onClick={() => void history.setSize(history.size + 1)}
          >
            {t('pageIncidents.loadMore')}
          </Button>
        </More>
      ) : null}
    </Section>
  );
}
