import { Badge, componentStatusTone } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageComponent } from '../../components/api/types';
import { STATUS_LABEL_KEYS } from '../../components/components/status-labels';
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

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

type Props = {
  affected: readonly AffectedComponent[] | undefined;
  components: readonly PageComponent[] | undefined;
};

/** The components this incident affects, each with the status it set. Nothing when it names none. */
export function AffectedComponents({ affected, components }: Props) {
  const { t } = useTranslation();
  if (!affected || affected.length === 0) return null;
  const names = new Map((components ?? []).map((component) => [component.id, component.name]));
  return (
    <section aria-labelledby="incident-components">
      <Heading id="incident-components">{t('pageIncidents.detail.affected')}</Heading>
      <List>
        {affected.map((entry) => (
          <Item key={entry.id}>
            <span>{entry.name ?? names.get(entry.id) ?? t('pageIncidents.detail.unknownComponent')}</span>
            <Badge tone={componentStatusTone(entry.status)} dot>
              {t(STATUS_LABEL_KEYS[entry.status])}
            </Badge>
          </Item>
        ))}
      </List>
    </section>
  );
}
