import styled from 'styled-components';
import { usePublicT } from '../i18n';
import { COMPONENT_STATUS_KEYS, IMPACT_KEYS, INCIDENT_STATUS_KEYS, labelOf } from '../labels';
import type { PublicLinks } from '../page-links';
import { indicatorTone, statusTone, v } from '../theme';
import { DateTime } from '../time';
import type { PublicIncidentDetail } from '../types';
import { LinkedText, MaintenanceWindow } from './incident-summary';
import {
  Body,
  Card,
  Muted,
  Pill,
  Section,
  SectionTitle,
  TextLink,
  ToneText,
  VisuallyHidden,
} from './primitives';

const Title = styled.h1`
  margin: 16px 0 8px;
  font-size: 28px;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    padding: 16px;
  }
  & > li + li {
    border-top: 1px solid ${v.border};
  }
`;

const UpdateStatus = styled.h3`
  margin: 0;
  font-size: 16px;
`;

const Affected = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 16px;
  }
  & > li + li {
    border-top: 1px solid ${v.border};
  }
`;

/** One incident or maintenance: its status, impact, affected components and full timeline. */
export function IncidentScreen({ detail, links }: { detail: PublicIncidentDetail; links: PublicLinks }) {
  const { t } = usePublicT();
  const { incident } = detail;
  return (
    <article>
      <TextLink href={links.page()}>
        <span aria-hidden="true">← </span>
        {t('public.incident.back', { name: detail.page.name })}
      </TextLink>
      <Title>{incident.name}</Title>
      <Tags>
        <Pill $tone={indicatorTone(incident.impact)}>
          {t('public.incident.impact', { impact: labelOf(t, IMPACT_KEYS, incident.impact) })}
        </Pill>
        <Pill $tone={incident.resolved_at ? 'success' : 'neutral'}>
          {labelOf(t, INCIDENT_STATUS_KEYS, incident.status)}
        </Pill>
      </Tags>
      {incident.kind === 'maintenance' ? <MaintenanceWindow incident={incident} /> : null}
      <Muted style={{ marginTop: 8 }}>
        {t('public.incident.started')} <DateTime iso={incident.started_at} />
        {incident.resolved_at ? (
          <>
            {' · '}
            {incident.kind === 'maintenance' ? t('public.incident.completed') : t('public.incident.resolved')}{' '}
            <DateTime iso={incident.resolved_at} />
          </>
        ) : null}
      </Muted>
      <Section aria-labelledby="incident-updates">
        <SectionTitle id="incident-updates">{t('public.incident.updates')}</SectionTitle>
        {incident.updates.length === 0 ? (
          <Muted>{t('public.incident.noUpdates')}</Muted>
        ) : (
          <Card>
            <Timeline>
              {incident.updates.map((update, index, updates) => (
                <li key={update.id}>
                  <UpdateStatus>
                    {labelOf(t, INCIDENT_STATUS_KEYS, update.status)}
                    {/* Newest first: two updates in the same minute with one status still differ by name (a lone update
                        needs no place). */}
                    {updates.length > 1 ? (
                      <VisuallyHidden>
                        {t('public.incident.updateOrdinal', {
                          number: updates.length - index,
                          count: updates.length,
                        })}
                      </VisuallyHidden>
                    ) : null}
                  </UpdateStatus>
                  {update.body.trim() === '' ? null : (
                    <Body>
                      <LinkedText text={update.body} />
                    </Body>
                  )}
                  <Muted style={{ marginTop: 6 }}>
                    <DateTime iso={update.display_at} />
                  </Muted>
                </li>
              ))}
            </Timeline>
          </Card>
        )}
      </Section>
      <Section aria-labelledby="incident-components">
        <SectionTitle id="incident-components">{t('public.incident.components')}</SectionTitle>
        {incident.components.length === 0 ? (
          <Muted>{t('public.incident.noComponents')}</Muted>
        ) : (
          <Card>
            <Affected>
              {incident.components.map((component) => (
                <li key={component.id}>
                  <span>{component.name}</span>
                  <ToneText $tone={statusTone(component.status)}>
                    {labelOf(t, COMPONENT_STATUS_KEYS, component.status)}
                  </ToneText>
                </li>
              ))}
            </Affected>
          </Card>
        )}
      </Section>
    </article>
  );
}
