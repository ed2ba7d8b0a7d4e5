// The words an on-call engineer sees while running an incident, in each console language, and the
// words of the subscriber's mail (the page's language). Written out here rather than read from the
// locale files, so a missing or wrong translation fails the run instead of agreeing with itself.
import type { Language } from '../../shared/src/i18n/languages';

export type IncidentCopy = {
  /** The console's language (the browser's locale) and the page's, so its mails' too. */
  language: Language;
  locale: string;
  signIn: { email: string; password: string; submit: string };
  mainNav: { label: string; dashboard: string };
  sections: string;
  tabs: { components: string; incidents: string };
  empty: string;
  report: string;
  activeTitle: string;
  historyTitle: string;
  form: {
    title: string;
    name: string;
    status: string;
    impact: string;
    message: string;
    componentStatus: (name: string) => string;
    notify: string;
    twoMailed: string;
    reported: string;
  };
  status: { identified: string; monitoring: string; resolved: string };
  impactMajor: string;
  component: { operational: string; partial: string; major: string };
  statusMenu: (name: string, status: string) => string;
  detail: {
    affected: string;
    composer: string;
    postUpdate: string;
    posted: string;
    timeline: string;
    entry: RegExp;
    edit: RegExp;
    correction: string;
    saveCorrection: string;
    corrected: string;
    mailed: string;
    /** The header's way back to the page's incidents. */
    back: (page: string) => string;
  };
  /** `message`: the dialog's field; `defaultText`: what it starts with, in the page's language. */
  resolve: {
    action: string;
    title: (name: string) => string;
    done: string;
    message: string;
    defaultText: string;
  };
  mail: { status: { identified: string; monitoring: string; resolved: string }; partial: string };
};

export const EN: IncidentCopy = {
  language: 'en',
  locale: 'en-US',
  signIn: { email: 'E-mail', password: 'Password', submit: 'Sign in' },
  mainNav: { label: 'Main navigation', dashboard: 'Dashboard' },
  sections: 'Status page sections',
  tabs: { components: 'Components', incidents: 'Incidents' },
  empty: 'No incidents yet',
  report: 'Report incident',
  activeTitle: 'Active incidents',
  historyTitle: 'History',
  form: {
    title: 'Report an incident',
    name: 'Name',
    status: 'Status',
    impact: 'Impact',
    message: 'Message',
    componentStatus: (name) => `Status of ${name}`,
    notify: 'Notify subscribers by e-mail',
    twoMailed: 'Up to 2 confirmed subscribers will be mailed.',
    reported: 'Incident reported',
  },
  status: { identified: 'Identified', monitoring: 'Monitoring', resolved: 'Resolved' },
  impactMajor: 'Major impact',
  component: { operational: 'Operational', partial: 'Partial outage', major: 'Major outage' },
  statusMenu: (name, status) => `Status of ${name}: ${status}. Change status`,
  detail: {
    affected: 'Affected components',
    composer: 'Post an update',
    postUpdate: 'Post update',
    posted: 'Update posted',
    timeline: 'Updates',
    entry: /^Update of /,
    edit: /^Edit the update of /,
    correction: 'Correct this update',
    saveCorrection: 'Save correction',
    corrected: 'Update corrected',
    mailed: 'E-mail notification on',
    back: (page) => `Incidents of ${page}`,
  },
  resolve: {
    action: 'Resolve',
    title: (name) => `Resolve "${name}"?`,
    done: 'Incident resolved',
    message: 'Message',
    defaultText: 'This incident has been resolved.',
  },
  mail: {
    status: { identified: 'Identified', monitoring: 'Monitoring', resolved: 'Resolved' },
    partial: 'Partial outage',
  },
};

export const RU: IncidentCopy = {
  language: 'ru',
  locale: 'ru-RU',
  signIn: { email: 'E-mail', password: 'Пароль', submit: 'Войти' },
  mainNav: { label: 'Основная навигация', dashboard: 'Обзор' },
  sections: 'Разделы страницы статуса',
  tabs: { components: 'Компоненты', incidents: 'Инциденты' },
  empty: 'Инцидентов пока нет',
  report: 'Сообщить об инциденте',
  activeTitle: 'Активные инциденты',
  historyTitle: 'История',
  form: {
    title: 'Сообщить об инциденте',
    name: 'Название',
    status: 'Статус',
    impact: 'Влияние',
    message: 'Сообщение',
    componentStatus: (name) => `Статус компонента ${name}`,
    notify: 'Оповестить подписчиков по почте',
    twoMailed: 'Письмо получат не более 2 подтверждённых подписчиков.',
    reported: 'Инцидент опубликован',
  },
  status: { identified: 'Причина найдена', monitoring: 'Наблюдаем', resolved: 'Решён' },
  impactMajor: 'Серьёзное влияние',
  component: { operational: 'Работает', partial: 'Частичный сбой', major: 'Серьёзный сбой' },
  statusMenu: (name, status) => `Статус ${name}: ${status}. Изменить статус`,
  detail: {
    affected: 'Затронутые компоненты',
    composer: 'Новое обновление',
    postUpdate: 'Опубликовать обновление',
    posted: 'Обновление опубликовано',
    timeline: 'Обновления',
    entry: /^Обновление от /,
    edit: /^Изменить обновление от /,
    correction: 'Исправить обновление',
    saveCorrection: 'Сохранить исправление',
    corrected: 'Обновление исправлено',
    mailed: 'Оповещение по почте включено',
    back: (page) => `Инциденты · ${page}`,
  },
  resolve: {
    action: 'Решить',
    title: (name) => `Отметить «${name}» решённым?`,
    done: 'Инцидент решён',
    message: 'Сообщение',
    defaultText: 'Инцидент устранён.',
  },
  mail: {
    status: { identified: 'Причина найдена', monitoring: 'Наблюдаем', resolved: 'Решён' },
    partial: 'Частичный сбой',
  },
};
