import { screen, within } from '@testing-library/react';
import { incident, incidentDetail, NOW, pageInfo } from './testing/fixtures';
import { initPublicI18n, renderPublic } from './testing/render-public';

beforeAll(initPublicI18n);

it('shows the incident with its impact, status, full timeline newest first and affected components', () => {
  renderPublic({ view: { kind: 'incident', detail: incidentDetail() }, now: NOW });
  expect(screen.getByRole('heading', { level: 1, name: 'Elevated API errors' })).toBeVisible();
  // The page name is not a second h1 on the incident screen.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Impact: Major')).toBeVisible();
  expect(screen.getByText('Identified', { selector: 'span' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Current status of Acme Cloud/ })).toHaveAttribute(
    'href',
    '/public-page?page=acme',
  );
  const timeline = screen.getByRole('heading', { level: 2, name: 'Updates' }).closest('section');
  if (!timeline) throw new Error('no timeline');
  const items = within(timeline).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Identified');
  expect(within(items[1] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
    'Investigating',
  );
  // The body is text with its line breaks kept, never HTML.
  const body = within(items[0] as HTMLElement).getByText(/We found the cause/);
  expect(body.textContent).toBe('We found the cause.\nA fix is rolling out.');
  // In the page's zone (Moscow), the visitor's own (UTC here) on hover.
  const time = within(items[0] as HTMLElement).getByText('15 Mar 2026, 12:00 GMT+3');
  expect(time).toHaveAttribute('datetime', '2026-03-15T09:00:00Z');
  expect(time).toHaveAttribute('title', 'Your time: 15 Mar 2026, 09:00 UTC');
  const affected = screen.getByRole('heading', { level: 2, name: 'Affected components' }).closest('section');
  expect(affected).toHaveTextContent('APIPartial outage');
  expect(document.title).toBe('Elevated API errors · Acme Cloud');
});

it('names two updates of one status in the same minute apart, by their place in the timeline', () => {
  const update = (id: string, display_at: string) => ({
    id,
    status: 'investigating' as const,
    body: 'Looking.',
    translations: {},
    display_at,
    affected_components: [],
  });
  renderPublic({
    view: {
      kind: 'incident',
      detail: incidentDetail({
        updates: [update('u-2', '2026-03-15T09:00:40Z'), update('u-1', '2026-03-15T09:00:10Z')],
      }),
    },
    now: NOW,
  });
  const headings = screen.getAllByRole('heading', { level: 3 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'Investigating, update 2 of 2',
    'Investigating, update 1 of 2',
  ]);
  expect(headings[0]).toHaveAccessibleName(/^Investigating ?, update 2 of 2$/);
  expect(headings[1]).toHaveAccessibleName(/^Investigating ?, update 1 of 2$/);
  // The ordinal is for screen readers; the visible heading stays the status.
  expect(within(headings[0] as HTMLElement).getByText(', update 2 of 2')).toHaveStyle({
    position: 'absolute',
  });
});

it('shows an update body as text, with web addresses as links', () => {
  renderPublic({
    view: {
      kind: 'incident',
      detail: incidentDetail({
        updates: [
          {
            id: 'u-1',
            status: 'resolved',
            body: '<b>Fixed</b>, see https://acme.test/report. Thanks',
            translations: {},
            display_at: '2026-03-15T09:00:00Z',
            affected_components: [],
          },
        ],
        status: 'resolved',
        resolved_at: '2026-03-15T09:00:00Z',
      }),
    },
    now: NOW,
  });
  expect(screen.getByText(/<b>Fixed<\/b>, see/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'https://acme.test/report' })).toHaveAttribute(
    'href',
    'https://acme.test/report',
  );
  expect(screen.getByText(/^Resolved$/, { selector: 'span' })).toBeVisible();
});

it('shows a maintenance window and says when no components were affected', () => {
  renderPublic({
    view: {
      kind: 'incident',
      detail: incidentDetail({
        kind: 'maintenance',
        name: 'Database upgrade',
        status: 'scheduled',
        impact: 'maintenance',
        scheduled_for: '2026-03-20T01:00:00Z',
        scheduled_until: '2026-03-20T03:00:00Z',
        components: [],
        updates: [],
      }),
    },
    now: NOW,
  });
  expect(screen.getByText(/^Scheduled for/)).toHaveTextContent(
    'Scheduled for 20 Mar 2026, 04:00 GMT+3 – 20 Mar 2026, 06:00 GMT+3',
  );
  expect(screen.getByText('No updates have been posted yet.')).toBeVisible();
  expect(screen.getByText('No components were marked as affected.')).toBeVisible();
});

it('shows the history by month with a link to older months', () => {
  renderPublic({
    view: {
      kind: 'history',
      cursor: null,
      history: {
        page: pageInfo(),
        months: [
          { month: '2026-03', incidents: [incident({ status: 'resolved' })] },
          { month: '2026-02', incidents: [] },
        ],
        next_cursor: 'c2',
      },
    },
    now: NOW,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Incident history' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'February 2026' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Elevated API errors' })).toHaveAttribute(
    'href',
    '/public-page/incident/inc-1?page=acme',
  );
  expect(screen.getByRole('link', { name: 'Older incidents' })).toHaveAttribute(
    'href',
    '/public-page/history?page=acme&cursor=c2',
  );
});

it('says when there is no history and offers no older link', () => {
  renderPublic({
    view: { kind: 'history', history: { page: pageInfo(), months: [], next_cursor: null } },
    now: NOW,
  });
  expect(screen.getByText('No past incidents or maintenance.')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Older incidents' })).not.toBeInTheDocument();
});

it('shows a clear public not-found screen without the console around it', () => {
  renderPublic({ view: { kind: 'not-found' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Status page not found' })).toBeVisible();
  expect(
    screen.getByText('There is no published status page at this address. Check the link you followed.'),
  ).toBeVisible();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Subscribe to updates' })).not.toBeInTheDocument();
  expect(document.title).toBe('Status page not found');
});
