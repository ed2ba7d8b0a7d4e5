import { calendarDay, formatDay } from '@statusdeck/shared/time';
import { useContext } from 'react';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { INDICATOR_KEYS, labelOf } from '../labels';
import type { PublicLinks } from '../page-links';
import { indicatorTone, v } from '../theme';
import { DateTime, daysBack, TimeZoneContext } from '../time';
import type { PublicIncident, PublicPageSnapshot } from '../types';
import { ComponentList } from './component-list';
import { IncidentSummary } from './incident-summary';
import { Muted, Section, SectionTitle, TextLink } from './primitives';

const Banner = styled.div<{ $tone: ReturnType<typeof indicatorTone> }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 18px 20px;
  border-radius: 8px;
  background: ${({ $tone }) => v.toneFill($tone)};
  color: ${({ $tone }) => v.toneOn($tone)};
  font-size: 20px;
  font-weight: 600;
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

const Updated = styled(Muted)`
  margin-top: 10px;
`;

const Stale = styled.p`
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid ${v.toneFill('warning')};
  background: ${v.subtle};
  color: ${v.text};
  font-size: 14px;
`;

const Day = styled.div`
  padding: 14px 0;
  border-bottom: 1px solid ${v.border};
`;

const DayTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
`;

const Description = styled.p`
  margin: 16px 0 0;
  white-space: pre-wrap;
`;

/** The overall status in words and colour, as Statuspage visitors know it. */
export function StatusBanner({ indicator }: { indicator: string }) {
  const { t } = usePublicT();
  return (
    <Banner $tone={indicatorTone(indicator)}>
      <span aria-hidden="true">{indicator === 'none' ? '✓' : indicator === 'maintenance' ? '⚙' : '!'}</span>
      <span>{labelOf(t, INDICATOR_KEYS, indicator)}</span>
    </Banner>
  );
}

/** "Last updated …", or that the page could not be refreshed since then. */
export function LastUpdated({ generatedAt, stale }: { generatedAt: string; stale?: boolean }) {
  const { t } = usePublicT();
  if (stale) {
    return (
      <Stale role="status">
        {t('public.stale')} {t('public.lastUpdated')} <DateTime iso={generatedAt} />
      </Stale>
    );
  }
  return (
    <Updated>
      {t('public.lastUpdated')} <DateTime iso={generatedAt} />
    </Updated>
  );
}

/** When an incident began (a maintenance: its scheduled start), as an ISO instant. */
function startOf(incident: PublicIncident): string {
  return incident.kind === 'maintenance'
    ? (incident.scheduled_for ?? incident.started_at)
    : incident.started_at;
}

function incidentDay(incident: PublicIncident, zone: string): string {
  return calendarDay(startOf(incident), zone);
}

/** Past incidents for 15 days ending today in the page's time zone, one heading per day. */
function PastIncidents({
  snapshot,
  links,
  now,
}: {
  snapshot: PublicPageSnapshot;
  links: PublicLinks;
  now: string;
}) {
  const { t, lng } = usePublicT();
  const zone = useContext(TimeZoneContext).page;
  const seen = new Set<string>();
  // Open incidents, maintenance in progress and the recently closed ones, newest first within a day.
  const all = [...snapshot.incidents, ...snapshot.maintenances.active, ...snapshot.recent]
    .filter((incident) => {
      if (seen.has(incident.id)) return false;
      seen.add(incident.id);
      return true;
    })
    .sort((a, b) => startOf(b).localeCompare(startOf(a)));
  const days = daysBack(calendarDay(now, zone), 15);
  return (
    <Section aria-labelledby="past-incidents">
      <SectionTitle id="past-incidents">{t('public.past.title')}</SectionTitle>
      {days.map((day) => {
        const onDay = all.filter((incident) => incidentDay(incident, zone) === day);
        return (
          <Day key={day}>
            <DayTitle>{formatDay(day, lng)}</DayTitle>
            {onDay.length === 0 ? (
              <Muted>{t('public.past.none')}</Muted>
            ) : (
              <Stack>
                {onDay.map((incident) => (
                  <IncidentSummary key={incident.id} incident={incident} links={links} level={4} compact />
                ))}
              </Stack>
            )}
          </Day>
        );
      })}
      <p>
        <TextLink href={links.history()}>{t('public.past.history')}</TextLink>
      </p>
    </Section>
  );
}

export function PageScreen({
  snapshot,
  links,
  now,
  stale,
}: {
  snapshot: PublicPageSnapshot;
  links: PublicLinks;
  now: string;
  stale?: boolean;
}) {
  const { t } = usePublicT();
  const { active, upcoming } = snapshot.maintenances;
  return (
    <>
      {snapshot.page.description ? <Description>{snapshot.page.description}</Description> : null}
      <Section aria-label={t('public.overall')} style={{ marginTop: 24 }}>
        <StatusBanner indicator={snapshot.status.indicator} />
        <LastUpdated generatedAt={snapshot.generated_at} stale={stale} />
      </Section>
      {snapshot.incidents.length > 0 ? (
        <Section aria-labelledby="open-incidents">
          <SectionTitle id="open-incidents">{t('public.open.title')}</SectionTitle>
          <Stack>
            {snapshot.incidents.map((incident) => (
              <IncidentSummary key={incident.id} incident={incident} links={links} />
            ))}
          </Stack>
        </Section>
      ) : null}
      {active.length > 0 ? (
        <Section aria-labelledby="active-maintenance">
          <SectionTitle id="active-maintenance">{t('public.maintenance.active')}</SectionTitle>
          <Stack>
            {active.map((incident) => (
              <IncidentSummary key={incident.id} incident={incident} links={links} />
            ))}
          </Stack>
        </Section>
      ) : null}
      {upcoming.length > 0 ? (
        <Section aria-labelledby="upcoming-maintenance">
          <SectionTitle id="upcoming-maintenance">{t('public.maintenance.upcoming')}</SectionTitle>
          <Stack>
            {upcoming.map((incident) => (
              <IncidentSummary key={incident.id} incident={incident} links={links} />
            ))}
          </Stack>
        </Section>
      ) : null}
      <Section aria-labelledby="components">
        <SectionTitle id="components">{t('public.components.title')}</SectionTitle>
        <ComponentList entries={snapshot.components} />
      </Section>
      <PastIncidents snapshot={snapshot} links={links} now={now} />
    </>
  );
}
