/**
 * history.rss (RSS 2.0) and history.atom (Atom 1.0, RFC 4287): one entry per incident or maintenance
 * update, newest first, in the reader's language (`?lang=`, else the page's default). Entry titles are "Incident name — Status"; the
 * link is the incident's public page at the page's best address (pages/page-address.ts); ids never change
 * (the update's uuid); bodies are plain text (Atom `type="text"`; in RSS, whose description is read as HTML, escaped so it shows
 * literally). Dates: RFC 822 in RSS, RFC 3339 in Atom.
 */
import type { IncidentStatus, Language } from '../../../lib/enums';
import { SERVER_COPY } from '../../../lib/server-copy';
import { INCIDENT_COPY } from '../../mail/incident-copy';
import { addressOfPublicPage } from '../../pages/page-address';
import type { PublicIncident, PublicPage } from '../snapshot/snapshot-types';
import { publicIncidentUrl } from './statuspage-v2';
import type { V2Links } from './v2-types';
import { textAsHtml, xmlText } from './xml';

/** Feed readers show the newest; a page with years of history keeps its feed small. */
export const FEED_ENTRY_LIMIT = 100;

export type FeedEntry = {
  id: string;
  title: string;
  link: string;
  /** ISO 8601 UTC. */
  date: string;
  status: IncidentStatus;
  text: string;
};

export type Feed = {
  page: PublicPage;
  title: string;
  description: string;
  /** The page people read (alternate link). */
  link: string;
  /** Where the feed itself lives (self link), per format. */
  selfRss: string;
  selfAtom: string;
  /** The newest entry's date, or the page's last change when it has none. */
  updated: string;
  entries: FeedEntry[];
};

function entriesOf(
  page: PublicPage,
  incidents: readonly PublicIncident[],
  links: V2Links,
  language: Language,
): FeedEntry[] {
  const copy = INCIDENT_COPY[language];
  const feedCopy = SERVER_COPY[language];
  const entries: FeedEntry[] = [];
  for (const incident of incidents) {
    const link = publicIncidentUrl(links, page, incident.id);
    for (const update of incident.updates) {
      const status = copy.status[update.status];
      const affected = update.affected_components
        .map((component) => `${component.name} (${copy.componentStatus[component.status]})`)
        .join(', ');
      const lines = [`${copy.statusLine}: ${status}`];
      if (affected) lines.push(`${feedCopy.feedAffected}: ${affected}`);
      entries.push({
        id: update.id,
        title: `${incident.name} — ${status}`,
        link,
        date: update.display_at,
        status: update.status,
        text: `${lines.join('\n')}\n\n${update.body}`,
      });
    }
  }
  entries.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return entries.slice(0, FEED_ENTRY_LIMIT);
}

export function buildFeed(
  page: PublicPage,
  incidents: readonly PublicIncident[],
  pageUpdatedAt: string,
  links: V2Links,
  /** The feed's words; the incidents are in it already (localized by the caller). */
  language: Language = page.default_language,
): Feed {
  const copy = SERVER_COPY[language];
  const entries = entriesOf(page, incidents, links, language);
  const address = addressOfPublicPage(links, page);
  return {
    page,
    title: copy.feedTitle(page.name),
    description: copy.feedDescription(page.name),
    link: address.url,
    selfRss: address.rss(),
    selfAtom: address.atom(),
    updated: entries[0]?.date ?? pageUpdatedAt,
    entries,
  };
}

/** RFC 822 (RFC 1123 form, as RSS 2.0 readers expect): "Mon, 23 Nov 2026 15:11:29 GMT". */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** RFC 3339 in UTC. */
export function rfc3339(iso: string): string {
  return new Date(iso).toISOString();
}

export function renderRss(feed: Feed): string {
  const items = feed.entries.map(
    (entry) =>
      `<item><title>${xmlText(entry.title)}</title><link>${xmlText(entry.link)}</link>` +
      `<guid isPermaLink="false">urn:uuid:${xmlText(entry.id)}</guid>` +
      `<pubDate>${rfc822(entry.date)}</pubDate><category>${xmlText(entry.status)}</category>` +
      `<description>${xmlText(textAsHtml(entry.text))}</description></item>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${xmlText(feed.title)}</title><link>${xmlText(feed.link)}</link>` +
    `<description>${xmlText(feed.description)}</description><language>${feed.page.default_language}</language>` +
    `<lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>` +
    `<atom:link href="${xmlText(feed.selfRss)}" rel="self" type="application/rss+xml"/>` +
    `${items.join('')}</channel></rss>\n`
  );
}

export function renderAtom(feed: Feed): string {
  const entries = feed.entries.map(
    (entry) =>
      `<entry><id>urn:uuid:${xmlText(entry.id)}</id><title type="text">${xmlText(entry.title)}</title>` +
      `<link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>` +
      `<published>${rfc3339(entry.date)}</published><updated>${rfc3339(entry.date)}</updated>` +
      `<category term="${xmlText(entry.status)}"/>` +
      `<content type="text">${xmlText(entry.text)}</content></entry>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.page.default_language}">` +
    `<id>urn:uuid:${xmlText(feed.page.id)}</id><title type="text">${xmlText(feed.title)}</title>` +
    `<subtitle type="text">${xmlText(feed.description)}</subtitle><updated>${rfc3339(feed.updated)}</updated>` +
    `<author><name>${xmlText(feed.page.name)}</name></author>` +
    `<link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>` +
    `<link rel="self" type="application/atom+xml" href="${xmlText(feed.selfAtom)}"/>` +
    `${entries.join('')}</feed>\n`
  );
}
