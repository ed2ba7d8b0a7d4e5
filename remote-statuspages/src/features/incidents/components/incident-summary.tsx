import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ImpactBadge, StatusBadge } from '../../../components/incident-badges';
import { exactTime, RelativeTime } from '../../../components/relative-time';
import type { Incident } from '../api/types';

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/** Under the incident's name: impact and status, and when it began (or its maintenance window). */
export function IncidentSummary({ incident, timeZone }: { incident: Incident; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const when =
    incident.kind === 'maintenance' && incident.scheduled_for && incident.scheduled_until ? (
      <span>
        {t('pageIncidents.detail.window', {
          from: exactTime(incident.scheduled_for, i18n.language, timeZone),
          until: exactTime(incident.scheduled_until, i18n.language, timeZone),
          zone: timeZone,
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
      <StatusBadge status={incident.status} />
      {when}
      {incident.resolved_at ? (
        <span>
          {t('pageIncidents.row.resolved')} <RelativeTime iso={incident.resolved_at} />
        </span>
      ) : null}
    </Row>
  );
}
