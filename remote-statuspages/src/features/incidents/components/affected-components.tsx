import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AffectedComponent } from '../api/types';
import { ComponentStatusList } from './component-status-list';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

/** The components this incident affects, each with the status it last set. Nothing when it names none. */
export function AffectedComponents({ affected }: { affected: readonly AffectedComponent[] }) {
  const { t } = useTranslation();
  if (affected.length === 0) return null;
  return (
    <section aria-labelledby="incident-components">
      <Heading id="incident-components">{t('pageIncidents.detail.affected')}</Heading>
      <ComponentStatusList entries={affected} label={t('pageIncidents.detail.affected')} />
    </section>
  );
}
