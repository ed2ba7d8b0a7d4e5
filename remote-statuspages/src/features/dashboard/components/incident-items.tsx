import { type Api, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useClock } from '../../../components/clock';
import { ImpactBadge, StatusBadge } from '../../../components/incident-badges';
import { RelativeTime } from '../../../components/relative-time';

export type DashboardIncident = Api.DashboardPage['incidents'][number];
export type DashboardMaintenance = Api.DashboardPage['maintenances'][number];

export const ItemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

const Name = styled(Link)`
  flex: 1 1 12rem;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Last update 5 minutes ago", the exact time on hover: the console's one clock. */
function LastUpdate({ iso }: { iso: string }) {
  const { t } = useTranslation();
  return (
    <Muted>
      {t('dashboard.lastUpdate')} <RelativeTime iso={iso} />
    </Muted>
  );
}

/** An open incident: its name (to its screen), impact and status in colour and words, its latest update. */
export function IncidentItem({ pageId, incident }: { pageId: string; incident: DashboardIncident }) {
  return (
    <Item>
      <Name to={paths.incident(pageId, incident.id)}>{incident.name}</Name>
      <ImpactBadge impact={incident.impact} />
      <StatusBadge status={incident.status} />
      <LastUpdate iso={incident.latest_update_at} />
    </Item>
  );
}

/** A maintenance in progress or coming: its name, status, window and latest update. */
export function MaintenanceItem({
  pageId,
  maintenance,
}: {
  pageId: string;
  maintenance: DashboardMaintenance;
}) {
  const { t } = useTranslation();
  const clock = useClock();
  const { scheduled_for: start, scheduled_until: end } = maintenance;
  let window: string | null = null;
  if (start && end) window = clock.window(start, end);
  else if (start) window = t('dashboard.maintenanceStarts', { start: clock.dateTime(start) });
  return (
    <Item>
      <Name to={paths.incident(pageId, maintenance.id)}>{maintenance.name}</Name>
      <StatusBadge status={maintenance.status} />
      {window ? <Muted>{window}</Muted> : null}
      <LastUpdate iso={maintenance.latest_update_at} />
    </Item>
  );
}
