import { screen, within } from '@testing-library/react';
import { incident, incidentDetail, NOW, snapshot } from '../testing/fixtures';
import { initPublicI18n, renderPublic } from '../testing/render-public';

beforeAll(initPublicI18n);

const silent = {
  id: 'u-9',
  status: 'resolved' as const,
  body: '',
  translations: {},
  display_at: '2026-03-15T10:00:00Z',
  affected_components: [],
};

it('shows an open incident whose latest update has no text as the status alone, with no dangling dash', () => {
  renderPublic({
    view: { kind: 'page', snapshot: snapshot({ incidents: [incident({ updates: [silent] })] }) },
    now: NOW,
  });
  // The open incidents list and the past incidents list both use the summary.
  const cards = screen
    .getAllByRole('link', { name: 'Elevated API errors' })
    .map((link) => link.closest('article') as HTMLElement);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const status = within(card).getByText('Resolved', { selector: 'strong' });
    expect(status.parentElement?.textContent).toBe('Resolved');
    expect(card.textContent).not.toContain('—');
  }
});

it('leaves no empty body in the incident timeline for an update without text', () => {
  renderPublic({
    view: { kind: 'incident', detail: incidentDetail({ updates: [silent] }) },
    now: NOW,
  });
  const timeline = screen
    .getByRole('heading', { level: 2, name: 'Updates' })
    .closest('section') as HTMLElement;
  const item = within(timeline).getByRole('listitem');
  expect(item.textContent).toBe('Resolved15 Mar 2026, 13:00 GMT+3');
  // The status heading and the time only: no empty body block leaving a gap.
  expect(item.children).toHaveLength(2);
});
