import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { IMPACT_KEYS, INCIDENT_STATUS_KEYS, labelOf } from '../labels';
import type { PublicLinks } from '../page-links';
import { indicatorTone, v } from '../theme';
import { DateTime } from '../time';
import type { PublicIncident } from '../types';
import { Body, Card, Muted, TextLink } from './primitives';

const Item = styled(Card)<{ $tone: ReturnType<typeof indicatorTone>; $compact: boolean }>`
  padding: 16px;
  border-left: 6px solid ${({ $tone }) => v.toneFill($tone)};
  ${({ $compact }) =>
    $compact &&
    `
    padding: 2px 0 2px 12px;
    border-width: 0 0 0 4px;
    border-radius: 0;
    background: transparent;
  `}
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 17px;
  line-height: 1.35;
`;

const Update = styled.div`
  margin-top: 8px;
`;

const Meta = styled(Muted)`
  margin-top: 6px;
`;

/** Text as written, with http(s) addresses made into links (never HTML from the server). */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)])/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <TextLink key={index} href={part} rel="nofollow noopener noreferrer">
            {part}
          </TextLink>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The maintenance window, "from – until". */
export function MaintenanceWindow({ incident }: { incident: PublicIncident }) {
  const { t } = usePublicT();
  if (!incident.scheduled_for) return null;
  return (
    <Meta>
      {t('public.incident.scheduledFor')} <DateTime iso={incident.scheduled_for} />
      {incident.scheduled_until ? (
        <>
          {' – '}
          <DateTime iso={incident.scheduled_until} />
        </>
      ) : null}
    </Meta>
  );
}

/**
 * An incident or maintenance with its latest update: on the page (open, active, upcoming) and
 * in the past-incidents list. `level` keeps the heading order of the list it sits in.
 */
export function IncidentSummary({
  incident,
  links,
  level = 3,
  compact = false,
}: {
  incident: PublicIncident;
  links: PublicLinks;
  level?: 3 | 4;
  /** A list entry (past incidents, history) rather than a card. */
  compact?: boolean;
}) {
  const { t } = usePublicT();
  const latest = incident.updates[0];
  const tone = indicatorTone(incident.impact);
  return (
    <Item as="article" $tone={tone} $compact={compact}>
      <Title as={level === 4 ? 'h4' : 'h3'}>
        <TextLink href={links.incident(incident.id)}>{incident.name}</TextLink>
      </Title>
      <Muted>
        {labelOf(t, IMPACT_KEYS, incident.impact)} · {labelOf(t, INCIDENT_STATUS_KEYS, incident.status)}
      </Muted>
      {incident.kind === 'maintenance' ? <MaintenanceWindow incident={incident} /> : null}
      {!compact && incident.components.length > 0 ? (
        <Meta>
          {t('public.incident.affects', {
            names: incident.components.map((component) => component.name).join(', '),
          })}
        </Meta>
      ) : null}
      {latest ? (
        <Update>
          <Body>
            <strong>{labelOf(t, INCIDENT_STATUS_KEYS, latest.status)}</strong>
            {/* An update may have no text: then the status stands alone, with no dangling dash. */}
            {latest.body.trim() === '' ? null : (
              <>
                {' — '}
                <LinkedText text={latest.body} />
              </>
            )}
          </Body>
          <Meta>
            <DateTime iso={latest.display_at} />
          </Meta>
        </Update>
      ) : null}
    </Item>
  );
}
