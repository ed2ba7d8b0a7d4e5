import { paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImpactBadge, StatusBadge } from '../../../components/incident-badges';
import { RelativeTime } from '../../../components/relative-time';
import type { Incident } from '../api/types';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled(Link)`
  flex: 1 1 16rem;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** Which moment a row shows: when it began, when it starts or ends, or when it was resolved. */
export type RowMoment = 'started' | 'starts' | 'ends' | 'resolved';

function momentOf(incident: Incident, moment: RowMoment): string {
  if (moment === 'starts') return incident.scheduled_for ?? incident.started_at;
  if (moment === 'ends') return incident.scheduled_until ?? incident.started_at;
  if (moment === 'resolved') return incident.resolved_at ?? incident.updated_at;
  return incident.started_at;
}

const MOMENT_KEYS: Record<RowMoment, string> = {
  started: 'pageIncidents.row.started',
  starts: 'pageIncidents.row.starts',
  ends: 'pageIncidents.row.ends',
  resolved: 'pageIncidents.row.resolved',
};

/** A maintenance is completed, not resolved. */
export function closedKey(incident: Pick<Incident, 'kind'>): string {
  return incident.kind === 'maintenance' ? 'pageIncidents.row.completed' : 'pageIncidents.row.resolved';
}

/** Whether the incident's status is the word the closed moment already says (resolved, completed). */
export function closedWords(incident: Pick<Incident, 'status'>): boolean {
  return incident.status === 'resolved' || incident.status === 'completed';
}

function momentKey(incident: Incident, moment: RowMoment): string {
  return moment === 'resolved' ? closedKey(incident) : MOMENT_KEYS[moment];
}

type Props = { pageId: string; incidents: readonly Incident[]; moment: RowMoment; label: string };

/** Incidents as rows: the name (a link to the incident), impact and status badges, and a time. */
export function IncidentList({ pageId, incidents, moment, label }: Props) {
  const { t } = useTranslation();
  return (
    <List aria-label={label}>
      {incidents.map((incident) => (
        <Row key={incident.id}>
          <Name to={paths.incident(pageId, incident.id)}>{incident.name}</Name>
          <ImpactBadge impact={incident.impact} />
          {/* "Resolved 11 minutes ago" says it already: no second word beside it (a post-mortem keeps its badge). */}
          {moment === 'resolved' && closedWords(incident) ? null : <StatusBadge status={incident.status} />}
          <When>
            {t(momentKey(incident, moment))} <RelativeTime iso={momentOf(incident, moment)} />
          </When>
        </Row>
      ))}
    </List>
  );
}
