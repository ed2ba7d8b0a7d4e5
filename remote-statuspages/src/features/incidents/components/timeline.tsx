import { plainList, Tabs } from '@statusdeck/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGE_LABEL_KEYS, type Language, otherLanguages } from '../../../lib/languages';
import type { Incident } from '../api/types';
import { textIn } from '../translation-rules';
import { MissingTranslation } from './missing-translation';
import { TimelineEntry } from './timeline-entry';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Toggle = styled.div`
  align-self: flex-start;
  max-width: 100%;
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const List = styled.ol`
  ${plainList}
  display: flex;
  flex-direction: column;
`;

type Props = {
  pageId: string;
  incident: Incident;
  timeZone: string;
  editable: boolean;
  /** The page's default language; the toggle shows the text its other languages' readers get. */
  language: Language;
};

/**
 * The incident's updates, newest first (as the server orders them), each correctable in place. A toggle
 * shows the name and the messages as the readers of each of the page's languages get them.
 */
export function Timeline({ pageId, incident, timeZone, editable, language }: Props) {
  const { t } = useTranslation();
  const prefix = useId();
  const [reading, setReading] = useState(language);
  const others = otherLanguages(language);
  const panelId = `${prefix}-panel`;
  const name = textIn(reading, 'name', incident.name, incident.translations);
  const list = (
    <List aria-label={t('pageIncidents.detail.timeline')}>
      {incident.incident_updates.map((update, index, updates) => (
        <TimelineEntry
          key={update.id}
          pageId={pageId}
          incidentId={incident.id}
          update={update}
          timeZone={timeZone}
          editable={editable}
          language={language}
          reading={reading}
          number={updates.length - index}
          count={updates.length}
        />
      ))}
    </List>
  );
  if (others.length === 0) return list;
  return (
    <Layout>
      <Toggle>
        <Tabs
          tabs={[language, ...others].map((tab) => ({
            id: tab,
            label: t(LANGUAGE_LABEL_KEYS[tab]),
            panelId: tab === reading ? panelId : undefined,
          }))}
          value={reading}
          onChange={(tab) => setReading(tab as Language)}
          aria-label={t('pageIncidents.languages.reading')}
          idPrefix={prefix}
        />
      </Toggle>
      <Panel role="tabpanel" id={panelId} aria-labelledby={`${prefix}-${reading}`}>
        {reading === language ? null : name.translated ? (
          <Name lang={reading}>{t('pageIncidents.languages.nameIn', { name: name.text })}</Name>
        ) : (
          <MissingTranslation language={reading} fallback={language} text="name" />
        )}
        {list}
      </Panel>
    </Layout>
  );
}
