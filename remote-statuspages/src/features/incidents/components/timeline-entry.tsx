import { Button } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useClock } from '../../../components/clock';
import { StatusBadge } from '../../../components/incident-badges';
import { RelativeTime } from '../../../components/relative-time';
import { STATUS_LABEL_KEYS } from '../../../lib/incident-status-labels';
import { type Language, otherLanguages } from '../../../lib/languages';
import type { IncidentUpdate } from '../api/types';
import { missingLanguages, textIn } from '../translation-rules';
import { ComponentStatusList } from './component-status-list';
import { CorrectionForm } from './correction-form';
import { MessageText } from './message-text';
import { MissingTranslation } from './missing-translation';

const Entry = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg} ${theme.space.xl}`};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 18px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notified = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Edit = styled.div`
  margin-left: auto;
`;

type Props = {
  pageId: string;
  incidentId: string;
  update: IncidentUpdate;
  timeZone: string;
  editable: boolean;
  /** The page's default language, whose text the readers of a missing translation get. */
  language: Language;
  /** The language whose readers' text is shown. */
  reading: Language;
  /** Its place in posting order (1 = the first posted) and how many there are: two updates in the same
   * minute with the same status still get distinct accessible names. */
  number: number;
  count: number;
};

/**
 * One posted update: status, when it is shown as posted, the message as the readers of `reading` get it,
 * and a note for each of the page's languages it has no text in; "Edit" corrects it in place.
 */
export function TimelineEntry({
  pageId,
  incidentId,
  update,
  timeZone,
  editable,
  language,
  reading,
  number,
  count,
}: Props) {
  const { t } = useTranslation();
  const clock = useClock();
  const [editing, setEditing] = useState(false);
  const time = clock.dateTime(update.display_at);
  const which = { time, status: t(STATUS_LABEL_KEYS[update.status]), number, count };
  const message = textIn(reading, 'body', update.body, update.translations);
  // A status-only update has no words to translate.
  const missing = update.body.trim()
    ? missingLanguages(otherLanguages(language), 'body', update.translations)
    : [];
  return (
    <Entry aria-label={t('pageIncidents.detail.entryLabel', which)}>
      <Head>
        <StatusBadge status={update.status} />
        <When>
          <RelativeTime iso={update.display_at} />
        </When>
        {/* The flag asked for mails; with no confirmed subscribers none went out, so never claim delivery. */}
        {update.deliver_notifications ? (
          <Notified>{t('pageIncidents.detail.notificationOn')}</Notified>
        ) : null}
        {editable && !editing ? (
          <Edit>
            <Button
              variant="ghost"
              onClick={() => setEditing(true)}
              // Every entry has one: the name says which update (it starts with the visible word).
              aria-label={t('pageIncidents.detail.editUpdateLabel', which)}
            >
              {t('pageIncidents.detail.editUpdate')}
            </Button>
          </Edit>
        ) : null}
      </Head>
      {editing ? (
        <CorrectionForm
          pageId={pageId}
          incidentId={incidentId}
          update={update}
          timeZone={timeZone}
          language={language}
          onDone={() => setEditing(false)}
        />
      ) : message.text ? (
        <div lang={message.translated ? reading : language}>
          <MessageText text={message.text} />
        </div>
      ) : null}
      {editing
        ? null
        : missing.map((other) => (
            <MissingTranslation key={other} language={other} fallback={language} text="message" />
          ))}
      {update.affected_components.length > 0 ? (
        <ComponentStatusList
          entries={update.affected_components}
          label={t('pageIncidents.detail.updateComponents')}
        />
      ) : null}
    </Entry>
  );
}
