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
};

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
  };
}

export const SERVER_COPY: Record<MailLanguage, ServerCopy> = { en: copyOf('en'), ru: copyOf('ru') };
