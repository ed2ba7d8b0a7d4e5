// The feeds, read by a real feed parser (feedsmith), the badge as XML, and the status mapping, from a
// snapshot without a server.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import { incident, links, PAGE_ID, snapshot } from '../testing/format-fixtures';
import { BADGE_COLORS, renderBadge } from './badge';
import { buildFeed, FEED_ENTRY_LIMIT, renderAtom, renderRss } from './feeds';
import { v2Builder, v2Summary } from './statuspage-v2';
import { documentProblems } from './v2-field-lists';

describe('feeds', () => {
  const incidents = () => {
    const snap = snapshot();
    return [...snap.incidents, ...snap.maintenances.active, ...snap.recent];
  };

  it('RSS 2.0, read by a feed parser: one item per update, newest first, titled "Incident — Status", text bodies', () => {
    const snap = snapshot();
    const xml = renderRss(buildFeed(snap.page, incidents(), snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseRssFeed(xml);
    expect(feed.title).toBe('Acme status history');
    expect(feed.link).toBe('https://statusdeck.example/public-page?page=acme');
    const items = feed.items ?? [];
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.title)).toEqual([
      'Slow <API> & "search" — Identified',
      'Database upgrade — Verifying',
      'Slow <API> & "search" — Investigating',
      'Database upgrade — In progress',
      'Login errors — Resolved',
    ]);
    const [first] = items;
    expect(first?.link).toBe('https://statusdeck.example/public-page/incident/inc-open?page=acme');
    expect(first?.guid).toMatchObject({
      value: 'urn:uuid:00000000-0000-4000-8000-00000000a002',
      isPermaLink: false,
    });
    expect(first?.pubDate).toBe('Sun, 22 Nov 2026 09:00:00 GMT');
    // The description is HTML that shows the text literally: the script tag is text, not markup.
    expect(first?.description).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br />Fixing &amp; deploying.',
    );
    expect(first?.description).toContain('Affected components: API (Major outage)');
    expect(first?.description).not.toContain('<script>');
  });

  it('Atom 1.0, read by a feed parser: stable ids, RFC 3339 dates, text content, self and alternate links', () => {
    const snap = snapshot();
    const xml = renderAtom(buildFeed(snap.page, incidents(), snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseAtomFeed(xml);
    expect(feed.id).toBe(`urn:uuid:${PAGE_ID}`);
    expect(feed.updated).toBe('2026-11-22T09:00:00.000Z');
    expect(feed.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self', href: 'https://statusdeck.example/status/acme/history.atom' }),
        expect.objectContaining({
          rel: 'alternate',
          href: 'https://statusdeck.example/public-page?page=acme',
        }),
      ]),
    );
    const entries = feed.entries ?? [];
    expect(entries).toHaveLength(5);
    const [first] = entries;
    expect(first?.id).toBe('urn:uuid:00000000-0000-4000-8000-00000000a002');
    expect(first?.title).toEqual({ type: 'text', value: 'Slow <API> & "search" — Identified' });
    expect(first?.updated).toBe('2026-11-22T09:00:00.000Z');
    expect(first?.content).toEqual({
      type: 'text',
      value:
        'Status: Identified\nAffected components: API (Major outage)\n\nFound it: <script>alert(1)</script>\nFixing & deploying.',
    });
    expect(first?.links).toEqual([
      expect.objectContaining({
        rel: 'alternate',
        href: 'https://statusdeck.example/public-page/incident/inc-open?page=acme',
      }),
    ]);
  });

  it('speaks the page language; a page without updates still has a valid feed', () => {
    const snap = snapshot();
    const ru = { ...snap.page, default_language: 'ru' as const };
    const feed = parseAtomFeed(renderAtom(buildFeed(ru, incidents(), snap.updated_at, links)));
    expect(feed.title).toEqual({ type: 'text', value: 'Acme: история статуса' });
    expect(feed.entries?.[0]?.title).toEqual({
      type: 'text',
      value: 'Slow <API> & "search" — Причина найдена',
    });
    const empty = buildFeed(snap.page, [], snap.updated_at, links);
    const rss = parseRssFeed(renderRss(empty));
    expect(rss.items ?? []).toEqual([]);
    expect(parseAtomFeed(renderAtom(empty)).updated).toBe(snap.updated_at);
  });

  it(`keeps the ${FEED_ENTRY_LIMIT} newest entries and drops characters XML cannot carry`, () => {
    const snap = snapshot();
    const many = incident({
      id: 'busy',
      name: 'Busy\u0001 day',
      updates: Array.from({ length: FEED_ENTRY_LIMIT + 20 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        status: 'investigating' as const,
        body: `Update ${i}\u0007`,
        translations: {},
        display_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
        affected_components: [],
      })),
    });
    const xml = renderRss(buildFeed(snap.page, [many], snap.updated_at, links));
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = parseRssFeed(xml).items ?? [];
    expect(items).toHaveLength(FEED_ENTRY_LIMIT);
    expect(items[0]?.title).toBe('Busy day — Investigating');
    expect(items[0]?.description).toContain(`Update ${FEED_ENTRY_LIMIT + 19}`);
  });
});

describe('badge', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

  it.each([
    ['none', 'All Systems Operational', '#4c1'],
    ['minor', 'Minor Service Outage', '#dfb317'],
    ['major', 'Partial System Outage', '#fe7d37'],
    ['critical', 'Major Service Outage', '#e05d44'],
    ['maintenance', 'Service Under Maintenance', '#007ec6'],
  ] as const)(
    '%s: valid SVG with the status text, its colour, a title and an aria-label',
    (indicator, description, color) => {
      expect(BADGE_COLORS[indicator]).toBe(color);
      for (const style of ['default', 'flat', 'flat-square'] as const) {
        const svg = renderBadge({ indicator, description }, style);
        expect(XMLValidator.validate(svg)).toBe(true);
        const root = parser.parse(svg).svg;
        expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(root.role).toBe('img');
        expect(root['aria-label']).toBe(`status: ${description}`);
        expect(root.title).toBe(`status: ${description}`);
        const rects = [root.g[0].rect].flat();
        expect(rects.map((rect: { fill: string }) => rect.fill)).toContain(color);
        const texts = [root.g[1].text]
          .flat()
          .map((text: string | { '#text': string }) => (typeof text === 'string' ? text : text['#text']));
        expect(texts).toContain(description);
        expect(Number(root.width)).toBeGreaterThan(description.length * 5);
        expect(svg).not.toMatch(/<script|href=/i);
      }
    },
  );

  it('styles differ as named: the default has the gradient, flat has none, flat-square has no rounded corners', () => {
    const status = { indicator: 'none', description: 'All Systems Operational' } as const;
    expect(renderBadge(status, 'default')).toContain('linearGradient');
    expect(renderBadge(status, 'flat')).not.toContain('linearGradient');
    expect(renderBadge(status, 'flat')).toContain('rx="3"');
    expect(renderBadge(status, 'flat-square')).toContain('rx="0"');
  });

  it('escapes the text', () => {
    const svg = renderBadge({ indicator: 'minor', description: 'A <b>&"c"' }, 'flat');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(parser.parse(svg).svg.title).toBe('status: A <b>&"c"');
  });
});

describe('status mapping', () => {
  it('every component status, incident status and impact of ours passes through as Statuspage names it', () => {
    const snap = snapshot();
    const v2 = v2Builder(snap, links);
    const summary = v2Summary(snap, v2);
    expect(documentProblems('summary.json', JSON.parse(JSON.stringify(summary)))).toEqual([]);
    for (const status of ['investigating', 'identified', 'monitoring', 'resolved', 'postmortem'] as const) {
      for (const impact of ['none', 'minor', 'major', 'critical'] as const) {
        const mapped = v2.incident(incident({ id: 'x', name: 'x', status, impact }));
        expect([mapped.status, mapped.impact]).toEqual([status, impact]);
      }
    }
    for (const status of ['scheduled', 'in_progress', 'verifying', 'completed'] as const) {
      const mapped = v2.incident(
        incident({ id: 'm', name: 'm', kind: 'maintenance', status, impact: 'maintenance' }),
      );
      expect(mapped).toMatchObject({
        status,
        impact: 'maintenance',
        scheduled_for: null,
        scheduled_until: null,
      });
    }
  });
});
