import { Badge, componentStatusTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STATUS_LABEL_KEYS } from '../../../lib/status-labels';
import type { AffectedComponent } from '../api/types';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Components with the status an incident or update gave each, as coloured badges. */
export function ComponentStatusList({
  entries,
  label,
}: {
  entries: readonly AffectedComponent[];
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <Item key={entry.id}>
          <span>{entry.name}</span>
          <Badge tone={componentStatusTone(entry.status)} dot>
            {t(STATUS_LABEL_KEYS[entry.status])}
          </Badge>
        </Item>
      ))}
    </List>
  );
}
