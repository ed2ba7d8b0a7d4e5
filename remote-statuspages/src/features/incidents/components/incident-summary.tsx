import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useClock } from '../../../components/clock';
import { ImpactBadge, StatusBadge } from '../../../components/incident-badges';
import { RelativeTime } from '../../../components/relative-time';
import type { Incident } from '../api/types';
import { closedKey, closedWords } from './incident-list';

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/** Under the incident's name: impact and status, and when it began (or its maintenance window). */
export function IncidentSummary({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const clock = useClock();
  const when =
    incident.kind === 'maintenance' && incident.scheduled_for && incident.scheduled_until ? (
      <span>
        {t('pageIncidents.detail.window', {
          window: clock.window(incident.scheduled_for, incident.scheduled_until),
        })}
      </span>
    ) : (
      <span>
        {t('pageIncidents.row.started')} <RelativeTime iso={incident.started_at} />
      </span>
    );
  return (
    <Row>
      <ImpactBadge impact={incident.impact} />
      {/* Closed, "Completed 11 minutes ago" below says the status: no "Completed · Resolved …". */}
      {incident.resolved_at && closedWords(incident) ? null : <StatusBadge status={incident.status} />}
      {when}
      {incident.resolved_at ? (
        <span>
          {t(closedKey(incident))} <RelativeTime iso={incident.resolved_at} />
        </span>
      ) : null}
    </Row>
  );
}
