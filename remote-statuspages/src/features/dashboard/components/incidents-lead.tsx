import { type Api, paths } from '@statusdeck/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageTimeZoneProvider } from '../../../components/clock';
import { IncidentItem, ItemList, Muted } from './incident-items';

const Lead = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const PageName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const PageGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * While any incident is open it comes first: every open incident of every page, each with its latest
 * update's time, so the next update is one click away.
 */
export function IncidentsLead({ pages }: { pages: readonly Api.DashboardPage[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const affected = pages.filter((page) => page.incidents.length > 0);
  const count = affected.reduce((sum, page) => sum + page.incidents.length, 0);
  if (count === 0) return null;
  return (
    <Lead aria-labelledby={titleId} data-testid="dashboard-open-incidents">
      <div>
        <Title id={titleId}>{t('dashboard.openIncidentsTitle', { count })}</Title>
        <Muted>{t('dashboard.openIncidentsDescription')}</Muted>
      </div>
      {affected.map((page) => (
        <PageGroup key={page.id}>
          <PageName>
            <Link to={paths.statusPageIncidents(page.id)}>{page.name}</Link>
          </PageName>
          <PageTimeZoneProvider zone={page.time_zone}>
            <ItemList>
              {page.incidents.map((incident) => (
                <IncidentItem key={incident.id} pageId={page.id} incident={incident} />
              ))}
            </ItemList>
          </PageTimeZoneProvider>
        </PageGroup>
      ))}
    </Lead>
  );
}
