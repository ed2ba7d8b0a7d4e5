import { plainList } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Incident } from '../api/types';
import { TimelineEntry } from './timeline-entry';

const List = styled.ol`
  ${plainList}
  display: flex;
  flex-direction: column;
`;

type Props = { pageId: string; incident: Incident; timeZone: string; editable: boolean };

/** The incident's updates, newest first (as the server orders them), each correctable in place. */
export function Timeline({ pageId, incident, timeZone, editable }: Props) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('pageIncidents.detail.timeline')}>
      {incident.incident_updates.map((update) => (
        <TimelineEntry
          key={update.id}
          pageId={pageId}
          incidentId={incident.id}
          update={update}
          timeZone={timeZone}
          editable={editable}
        />
      ))}
    </List>
  );
}
