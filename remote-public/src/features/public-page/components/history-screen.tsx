import { formatMonth } from '@statusdeck/shared/time';
import styled from 'styled-components';
import { usePublicT } from '../i18n';
import type { PublicLinks } from '../page-links';
import type { PublicHistory } from '../types';
import { IncidentSummary } from './incident-summary';
import { Muted, Section, SectionTitle, TextLink } from './primitives';

const Title = styled.h1`
  margin: 16px 0 0;
  font-size: 28px;
`;

const Stack = styled.div`
  display: grid;
  gap: 12px;
`;

const More = styled.p`
  margin: 32px 0 0;
`;

/** Resolved incidents and past maintenance by month, newest first, with a link to older months. */
export function HistoryScreen({ history, links }: { history: PublicHistory; links: PublicLinks }) {
  const { t, lng } = usePublicT();
  return (
    <>
      <TextLink href={links.page()}>
        <span aria-hidden="true">← </span>
        {t('public.incident.back', { name: history.page.name })}
      </TextLink>
      <Title>{t('public.history.title')}</Title>
      {history.months.length === 0 ? (
        <Muted style={{ marginTop: 16 }}>{t('public.history.empty')}</Muted>
      ) : (
        history.months.map((month) => (
          <Section key={month.month} aria-labelledby={`month-${month.month}`}>
            <SectionTitle id={`month-${month.month}`}>{formatMonth(month.month, lng)}</SectionTitle>
            {month.incidents.length === 0 ? (
              <Muted>{t('public.past.none')}</Muted>
            ) : (
              <Stack>
                {month.incidents.map((incident) => (
                  <IncidentSummary key={incident.id} incident={incident} links={links} compact />
                ))}
              </Stack>
            )}
          </Section>
        ))
      )}
      {history.next_cursor ? (
        <More>
          <TextLink href={links.history(history.next_cursor)}>{t('public.history.older')}</TextLink>
        </More>
      ) : null}
    </>
  );
}
