import { type Api, Button, Card, ExternalLink, paths, VisuallyHidden } from '@statusdeck/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PageTimeZoneProvider } from '../../../components/clock';
import { DraftBadge } from '../../../components/draft-badge';
import { PageStatusBadge } from '../../../components/page-status-badge';
import { ItemList, MaintenanceItem, Muted } from './incident-items';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const SectionTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

type Props = { page: Api.DashboardPage; canReport: boolean };

/**
 * One status page: its overall status in colour and words, its maintenance with their latest update, its
 * public page, and "Report incident" for those who may write incidents. Its open incidents are listed once,
 * at the top of the dashboard (IncidentsLead), where a responder looks first.
 */
export function PageCard({ page, canReport }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <Card as="article" aria-labelledby={headingId} data-testid="dashboard-page">
      <PageTimeZoneProvider zone={page.time_zone}>
        <Body>
          <Header>
            <Heading id={headingId}>
              <Link to={paths.statusPage(page.id)}>{page.name}</Link>
              <DraftBadge published={page.published} />
            </Heading>
            {canReport ? (
              <Button onClick={() => navigate(paths.addIncident(page.id))}>
                {t('dashboard.reportIncident')}
                <VisuallyHidden> ({page.name})</VisuallyHidden>
              </Button>
            ) : null}
          </Header>
          <Meta>
            <PageStatusBadge status={page.status} />
            <ExternalLink href={page.public_path}>
              {t('dashboard.publicPage')}
              <span aria-hidden="true"> ↗</span>
            </ExternalLink>
          </Meta>
          {page.incidents.length === 0 ? <Muted>{t('dashboard.noOpenIncidents')}</Muted> : null}
          {page.maintenances.length > 0 ? (
            <section aria-label={t('dashboard.maintenanceHeading')}>
              <SectionTitle>{t('dashboard.maintenanceHeading')}</SectionTitle>
              <ItemList>
                {page.maintenances.map((maintenance) => (
                  <MaintenanceItem key={maintenance.id} pageId={page.id} maintenance={maintenance} />
                ))}
              </ItemList>
            </section>
          ) : null}
        </Body>
      </PageTimeZoneProvider>
    </Card>
  );
}
