import type { ComponentStatus, IncidentStatus } from '../../lib/enums';
import type { MailLanguage } from '../../lib/language';

/** The words incident mails use, per language (the console's own labels live in locales/*.json). */
export type IncidentCopy = {
  status: Record<IncidentStatus, string>;
  componentStatus: Record<ComponentStatus, string>;
  statusLine: string;
  /** Before the update's time. */
  posted: string;
  affected: string;
  view: string;
  reminderSubject: string;
  reminderIntro: string;
  window: string;
  footer: (page: string) => string;
  unsubscribe: string;
  manage: string;
};

export const INCIDENT_COPY: Record<MailLanguage, IncidentCopy> = {
  en: {
    status: {
      investigating: 'Investigating',
      identified: 'Identified',
      monitoring: 'Monitoring',
      resolved: 'Resolved',
      postmortem: 'Post-mortem',
      scheduled: 'Scheduled',
      in_progress: 'In progress',
      verifying: 'Verifying',
      completed: 'Completed',
    },
    componentStatus: {
      operational: 'Operational',
      degraded_performance: 'Degraded performance',
      partial_outage: 'Partial outage',
      major_outage: 'Major outage',
      under_maintenance: 'Under maintenance',
    },
    statusLine: 'Status',
    posted: 'Posted',
    affected: 'Affected components',
    view: 'Follow it on the status page',
    reminderSubject: 'Reminder: scheduled maintenance',
    reminderIntro: 'A reminder: this maintenance is about to begin.',
    window: 'Scheduled',
    footer: (page) => `You receive this because you subscribed to ${page} status updates.`,
    unsubscribe: 'Unsubscribe',
    manage: 'Manage subscription',
  },
  ru: {
    status: {
      investigating: 'Выясняем причину',
      identified: 'Причина найдена',
      monitoring: 'Наблюдаем',
      resolved: 'Решён',
      postmortem: 'Разбор инцидента',
      scheduled: 'Запланированы',
      in_progress: 'Идут',
      verifying: 'Проверяем',
      completed: 'Завершены',
    },
    componentStatus: {
      operational: 'Работает',
      degraded_performance: 'Снижена производительность',
      partial_outage: 'Частичный сбой',
      major_outage: 'Серьёзный сбой',
      under_maintenance: 'Техническое обслуживание',
    },
    statusLine: 'Статус',
    posted: 'Опубликовано',
    affected: 'Затронутые компоненты',
    view: 'Следите за ходом на странице статуса',
    reminderSubject: 'Напоминание о плановых работах',
    reminderIntro: 'Напоминаем: скоро начнутся плановые работы.',
    window: 'Время',
    footer: (page) => `Вы получили это письмо, потому что подписаны на обновления статуса ${page}.`,
    unsubscribe: 'Отписаться',
    manage: 'Управление подпиской',
  },
};
