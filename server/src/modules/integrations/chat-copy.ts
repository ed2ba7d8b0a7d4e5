import type { ComponentStatus, IncidentStatus, IntegrationKind } from '../../lib/enums';
import type { MailLanguage } from '../../lib/language';
import { INCIDENT_COPY } from '../mail/incident-copy';

/**
 * The words of chat messages, per language. Statuses and the labels mails share come from the mails' copy,
 * so a status reads the same in a mail and in a chat.
 */
export type ChatCopy = {
  status: Record<IncidentStatus, string>;
  componentStatus: Record<ComponentStatus, string>;
  statusLabel: string;
  affected: string;
  previously: string;
  viewIncident: string;
  viewPage: string;
  componentNow: (component: string, status: string) => string;
  testTitle: string;
  testText: (page: string) => string;
};

const OWN: Record<MailLanguage, Omit<ChatCopy, 'status' | 'componentStatus' | 'statusLabel' | 'affected'>> = {
  en: {
    previously: 'Previously',
    viewIncident: 'View on the status page',
    viewPage: 'Open the status page',
    componentNow: (component, status) => `${component} is now ${status.toLowerCase()}`,
    testTitle: 'Test message from Statusdeck',
    testText: (page) =>
      `This is a test. The ${page} status page will post its incident updates and component status changes here.`,
  },
  ru: {
    previously: 'Было',
    viewIncident: 'Открыть на странице статуса',
    viewPage: 'Открыть страницу статуса',
    componentNow: (component, status) => `${component}: ${status.toLowerCase()}`,
    testTitle: 'Тестовое сообщение от Statusdeck',
    testText: (page) =>
      `Это проверка. Страница статуса ${page} будет публиковать здесь обновления инцидентов и изменения статуса компонентов.`,
  },
};

export function chatCopy(language: MailLanguage): ChatCopy {
  const mail = INCIDENT_COPY[language];
  return {
    status: mail.status,
    componentStatus: mail.componentStatus,
    statusLabel: mail.statusLine,
    affected: mail.affected,
    ...OWN[language],
  };
}

/** The services' own names, which are not translated. */
export const KIND_NAMES: Record<IntegrationKind, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  discord: 'Discord',
};
