import { Select, TextField } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SubscriberState, SubscriberType } from '../../../api/subscriber-types';
import { STATE_LABEL_KEYS } from './subscriber-state-badge';
import { TYPE_LABEL_KEYS } from './subscriber-type';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  & > * {
    min-width: 12rem;
  }
`;

const STATES: SubscriberState[] = ['pending', 'confirmed', 'unsubscribed', 'disabled'];
const TYPES: SubscriberType[] = ['email', 'webhook'];

type Props = {
  type: SubscriberType | '';
  onTypeChange(type: SubscriberType | ''): void;
  state: SubscriberState | '';
  onStateChange(state: SubscriberState | ''): void;
  query: string;
  onQueryChange(query: string): void;
};

function oneOf<Value extends string>(values: readonly Value[], value: string): Value | '' {
  return (values as readonly string[]).includes(value) ? (value as Value) : '';
}

/** Filter by type and state, search by e-mail (the search goes to the server, after a pause in typing). */
export function SubscriberFilters(props: Props) {
  const { type, onTypeChange, state, onStateChange, query, onQueryChange } = props;
  const { t } = useTranslation();
  return (
    <Row>
      <Select
        label={t('pageSubscribers.filters.type')}
        value={type}
        onChange={(event) => onTypeChange(oneOf(TYPES, event.target.value))}
        options={[
          { value: '', label: t('pageSubscribers.filters.allTypes') },
          ...TYPES.map((value) => ({ value, label: t(TYPE_LABEL_KEYS[value]) })),
        ]}
      />
      <Select
        label={t('pageSubscribers.filters.state')}
        value={state}
        onChange={(event) => onStateChange(oneOf(STATES, event.target.value))}
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
