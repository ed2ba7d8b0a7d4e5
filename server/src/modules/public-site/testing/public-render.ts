import type { Language } from '../../../lib/enums';
import { createComponent, createGroup, createIncident } from '../../../testing/factories';
import { repoWithHost } from './render';
import { publishedPage } from './snapshots';
import { app, usePublicApp } from './suite-app';

export { app, publishedPage };

export function usePublicRenderApp(): void {
  usePublicApp({ repoRoot: repoWithHost() });
}

// Component status names as the page shows them, from the locale files (the page's wording is remote-public's).
export const partialOutage = (language: Language): string =>
  require(`../../../../../locales/${language}/translation.json`).public.componentStatus.partial_outage;

export const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The host's page without the no-JavaScript notice (and with its own title). */
export function hostPart(html: string): string {
  return html
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(/<title>[^<]*<\/title>/, '<title>statusdeck host</title>');
}

/** The words of the no-JavaScript notice. */
export function noScriptText(html: string): string {
  const block = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
  return block
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function pageWithContent(name = 'Acme Cloud') {
  const published = await publishedPage(app, name);
  const group = await createGroup(app, published.page.id, 'Core services');
  await createComponent(app, published.page.id, {
    name: 'Public API',
    groupId: group.id,
    status: 'partial_outage',
  });
  await createComponent(app, published.page.id, { name: 'Dashboard', status: 'operational' });
  const incident = await createIncident(app, published.page.id, {
    name: 'Elevated error rates',
    status: 'investigating',
    impact: 'major',
  });
  return { ...published, incident };
}
