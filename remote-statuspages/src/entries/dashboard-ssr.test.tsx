import type { Api } from '@statusdeck/shared';
import { initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import Dashboard from '../app/dashboard';
import { ROLES, serveConsole } from '../testing/page-fixtures';
import { renderAt } from '../testing/render-remote';
import { render } from './dashboard-ssr';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const dashboard: Api.Dashboard = {
  role: 'owner',
  greeting: 'returning',
  counts: { pages: 1, active_incidents: 1 },
  billing: null,
  pages: [
    {
      id: 'p1',
      name: 'Acme Cloud',
      slug: 'acme',
      public_path: '/public-page?page=acme',
      address: 'http://localhost:8080/public-page?page=acme',
      time_zone: 'UTC',
      published: true,
      component_count: 3,
      status: 'major',
      incidents: [
        {
          id: 'i1',
          name: 'Slow API',
          status: 'investigating',
          impact: 'major',
          latest_update_at: minutesAgo(5),
        },
      ],
      maintenances: [],
    },
  ],
};

const me = { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role: 'owner' } as Api.User;
const reads = {
  me,
  roles: ROLES as Api.Role[],
  organization: { id: 'o1', name: 'Acme' } as Api.Organization,
  dashboard,
};

function ssrElement(language: 'en' | 'ru'): HTMLElement {
  const translation = (language === 'en' ? en : ru) as Record<string, unknown>;
  const element = document.createElement('div');
  element.innerHTML = render({ language, translation, reads, path: '/' }).html;
  return element;
}

beforeAll(initTestI18n);

beforeEach(() => {
  storeSignedInUser('jane@example.com');
});

it('draws the same dashboard as the app, from the same answers', async () => {
  serveConsole({ 'GET /v1/dashboard': { status: 200, body: dashboard } });
  const { container } = renderAt('/', [{ path: '/', element: <Dashboard /> }]);
  await screen.findByText('Slow API');
  // The owner's write controls appear once the role is known; the server's copy has it from the start.
  await screen.findAllByRole('button', { name: /Report incident/ });
  // The test router's own line (the current path) is not the screen's.
  const shown = () => container.textContent?.replace(screen.getByTestId('location').textContent ?? '', '');
  await waitFor(() => expect(shown()).toBe(ssrElement('en').textContent));
});

it('has the content, not a skeleton, with real links, in each language', () => {
  const english = ssrElement('en');
  expect(english.textContent).toContain('Welcome back');
  expect(english.textContent).toContain('Slow API');
  expect(english.querySelector('a[href="/statuspages/p1"]')?.textContent).toBe('Acme Cloud');
  expect(english.querySelector('[aria-busy="true"]')).toBeNull();
  const russian = ssrElement('ru');
  expect(russian.textContent).toContain(ru.dashboard.pagesTitle);
  expect(russian.textContent).not.toContain('Welcome back');
});
