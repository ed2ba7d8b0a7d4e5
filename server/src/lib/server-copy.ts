import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MailLanguage } from './language';
import { REPO_ROOT } from './paths';

/**
 * The words the server writes itself (the timeline's automatic maintenance steps, the feeds' titles) live
 * in locales/{lng}/translation.json under `server`, beside the front ends' words, so translators find every
 * string in one place. Read once from the server's checkout; a missing key stops the start.
 */
export type ServerCopy = {
  /** An incident resolved without a message (an integration's bare status change) says this instead. */
  incidentResolved: string;
  maintenanceStarted: string;
  maintenanceCompleted: string;
  feedTitle: (page: string) => string;
  feedDescription: (page: string) => string;
  feedAffected: string;
  /** The default Terms of Service and Privacy Policy pages' own words (their texts are modules/legal's). */
  legalUpdated: (date: string) => string;
  /** The link to the same page in the other language, written in that language. */
  legalOtherLanguage: string;
  legalRelated: string;
  /** The access screen of a private page (page-access/access-screen.ts). */
  access: AccessCopy;
  /** A new page's starter incident templates (modules/incident-templates/starter-templates.ts). */
  templates: Record<StarterTemplate, { name: string; title: string; body: string }>;
};

export type AccessCopy = {
  title: string;
  passwordIntro: string;
  passwordLabel: string;
  passwordSubmit: string;
  wrongPassword: string;
  tooMany: string;
  audienceIntro: string;
  emailLabel: string;
  emailSubmit: string;
  linkSent: string;
  linkUsed: string;
  signOut: string;
  privateFeeds: string;
};

/** The starter incident templates every new page gets, by the key of their words. */
export const STARTER_TEMPLATES = ['investigating', 'degraded', 'outage', 'planned', 'readOnly'] as const;
export type StarterTemplate = (typeof STARTER_TEMPLATES)[number];

type Tree = { [key: string]: string | Tree };

function readTree(language: MailLanguage): Tree {
  const file = path.join(REPO_ROOT, 'locales', language, 'translation.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

function lookup(tree: Tree, language: MailLanguage, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`locales/${language}/translation.json has no "${key}"`);
  return node;
}

/** `{{page}}` in the text, as i18next writes placeholders. */
const withPage = (text: string) => (page: string) => text.replaceAll('{{page}}', page);

function copyOf(language: MailLanguage): ServerCopy {
  const tree = readTree(language);
  const text = (key: string) => lookup(tree, language, key);
  return {
    incidentResolved: text('server.incident.resolved'),
    maintenanceStarted: text('server.maintenance.started'),
    maintenanceCompleted: text('server.maintenance.completed'),
    feedTitle: withPage(text('server.feed.title')),
    feedDescription: withPage(text('server.feed.description')),
    feedAffected: text('server.feed.affected'),
    legalUpdated: (date) => text('server.legal.updated').replaceAll('{{date}}', date),
    legalOtherLanguage: text('server.legal.otherLanguage'),
    legalRelated: text('server.legal.related'),
    access: {
      title: text('server.access.title'),
      passwordIntro: text('server.access.passwordIntro'),
      passwordLabel: text('server.access.passwordLabel'),
      passwordSubmit: text('server.access.passwordSubmit'),
      wrongPassword: text('server.access.wrongPassword'),
      tooMany: text('server.access.tooMany'),
      audienceIntro: text('server.access.audienceIntro'),
      emailLabel: text('server.access.emailLabel'),
      emailSubmit: text('server.access.emailSubmit'),
      linkSent: text('server.access.linkSent'),
      linkUsed: text('server.access.linkUsed'),
      signOut: text('server.access.signOut'),
      privateFeeds: text('server.access.privateFeeds'),
    },
    // Whole literals, so the locale check sees every key.
    templates: {
      investigating: {
        name: text('server.templates.investigating.name'),
        title: text('server.templates.investigating.title'),
        body: text('server.templates.investigating.body'),
      },
      degraded: {
        name: text('server.templates.degraded.name'),
        title: text('server.templates.degraded.title'),
        body: text('server.templates.degraded.body'),
      },
      outage: {
        name: text('server.templates.outage.name'),
        title: text('server.templates.outage.title'),
        body: text('server.templates.outage.body'),
      },
      planned: {
        name: text('server.templates.planned.name'),
        title: text('server.templates.planned.title'),
        body: text('server.templates.planned.body'),
      },
      readOnly: {
        name: text('server.templates.readOnly.name'),
        title: text('server.templates.readOnly.title'),
        body: text('server.templates.readOnly.body'),
      },
    },
  };
}

export const SERVER_COPY: Record<MailLanguage, ServerCopy> = { en: copyOf('en'), ru: copyOf('ru') };
