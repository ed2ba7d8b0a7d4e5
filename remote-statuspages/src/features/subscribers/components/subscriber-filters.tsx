import { Select, TextField } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SubscriberState } from '../../../api/subscriber-types';
import { STATE_LABEL_KEYS } from './subscriber-state-badge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > * {
    min-width: 12rem;
  }
`;

const STATES: SubscriberState[] = ['pending', 'confirmed', 'unsubscribed'];

type Props = {
  state: SubscriberState | '';
  onStateChange(state: SubscriberState | ''): void;
  query: string;
  onQueryChange(query: string): void;
};

function isState(value: string): value is SubscriberState {
  return (STATES as string[]).includes(value);
}

/** Filter by state and search by e-mail (the search goes to the server, after a pause in typing). */
export function SubscriberFilters({ state, onStateChange, query, onQueryChange }: Props) {
  const { t } = useTranslation();
  return (
    <Row>
      <Select
        label={t('pageSubscribers.filters.state')}
        value={state}
        onChange={(event) => onStateChange(isState(event.target.value) ? event.target.value : '')}
        options={[
          { value: '', label: t('pageSubscribers.filters.all') },
          ...STATES.map((value) => ({ value, label: t(STATE_LABEL_KEYS[value]) })),
        ]}
      />
      <TextField
        type="search"
        label={t('pageSubscribers.filters.search')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        autoComplete="off"
      />
    </Row>
  );
}
