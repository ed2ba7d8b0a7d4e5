import { publicPagePaths } from '@statusdeck/shared/public-site/paths';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PublicPageApp } from './public-page-app';
import { incident, NOW, snapshot } from './testing/fixtures';
import { initPublicI18n, renderPublic, setVisitorTimeZone } from './testing/render-public';
import { daysBack } from './time';

beforeAll(initPublicI18n);

const view = { kind: 'page' as const, snapshot: snapshot() };

it('renders times in the page time zone on the server, whatever the server machine runs in', () => {
  setVisitorTimeZone('America/Los_Angeles');
  const html = renderToString(
    <PublicPageApp view={view} links={publicPagePaths({ slug: 'acme' })} now={NOW} />,
  );
  expect(html).toContain('15 Mar 2026, 13:29 GMT+3');
  expect(html).not.toContain('GMT-7');
  // The server does not know the visitor's zone: no hover time yet.
  expect(html).not.toContain('Your time');
});

it("keeps the page's time after hydration and offers the visitor's own on hover", async () => {
  await act(async () => {
    renderPublic({ view, now: NOW }, 'America/New_York');
  });
  const time = screen.getByText('15 Mar 2026, 13:29 GMT+3');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('datetime', '2026-03-15T10:29:00Z');
  expect(time).toHaveAttribute('title', 'Your time: 15 Mar 2026, 06:29 GMT-4');
});

it('offers no hover time to a visitor whose zone reads the page time alike', async () => {
  await act(async () => {
    renderPublic({ view, now: NOW }, 'Europe/Moscow');
  });
  expect(screen.getByText('15 Mar 2026, 13:29 GMT+3')).not.toHaveAttribute('title');
});

it('falls back to UTC for a time zone it does not know', () => {
  const html = renderToString(
    <PublicPageApp
      view={{ kind: 'page', snapshot: snapshot({ page: { ...snapshot().page, time_zone: 'Mars/Olympus' } }) }}
      links={publicPagePaths({ slug: 'acme' })}
      now={NOW}
    />,
  );
  expect(html).toContain('15 Mar 2026, 10:29 UTC');
});

it('counts days back across a month boundary', () => {
  expect(daysBack('2026-03-01', 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
});

it("hydrates the server HTML without a mismatch, then offers the visitor's time on hover", async () => {
  const { hydrateRoot } = await import('react-dom/client');
  const props = {
    view: {
      kind: 'page' as const,
      snapshot: snapshot({ recent: [incident({ status: 'resolved', resolved_at: '2026-03-15T09:30:00Z' })] }),
    },
    links: publicPagePaths({ slug: 'acme' }),
    now: NOW,
    stale: true,
  };
  setVisitorTimeZone('Asia/Tokyo');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PublicPageApp {...props} />);
  document.body.append(container);
  expect(container).toHaveTextContent('15 Mar 2026, 13:29 GMT+3');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <PublicPageApp {...props} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container).toHaveTextContent('15 Mar 2026, 13:29 GMT+3');
  expect(container.querySelector('time[title="Your time: 15 Mar 2026, 19:29 GMT+9"]')).not.toBeNull();
  container.remove();
});
