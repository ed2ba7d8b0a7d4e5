import type { Api } from '@statusdeck/shared';
import { initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import StatusPagesRoutes from '../app/status-pages-routes';
import { makeComponent, makeGroup, serveComponents } from '../testing/component-fixtures';
import { makePage, ROLES, usage } from '../testing/page-fixtures';
import { renderAt } from '../testing/render-remote';
import { render } from './page-components-ssr';

const api = makeComponent({ id: 'c1', name: 'API', position: 0 });
const web = makeComponent({ id: 'c2', name: 'Website', position: 1, status: 'degraded_performance' });
const db = makeComponent({ id: 'c3', name: 'Database', group_id: 'g1', position: 0, status: 'major_outage' });
const backend = makeGroup({ id: 'g1', name: 'Backend', position: 0, components: ['c3'] });
const edge = makeGroup({ id: 'g2', name: 'Edge', position: 1, collapsed: true });

/** The same answers the fake API gives the app (serveComponents), as the server hands them to the renderer. */
function reads(role: 'editor' | 'viewer' = 'editor') {
  return {
    me: { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role } as Api.User,
    roles: ROLES as Api.Role[],
    organization: { id: 'o1', name: 'Acme' } as Api.Organization,
    page: makePage(),
    components: [api, web, db],
    componentGroups: [backend, edge],
    usage: usage(1, 1).body as Api.Usage,
  };
}

function ssrElement(language: 'en' | 'ru', role: 'editor' | 'viewer' = 'editor'): HTMLElement {
  const translation = (language === 'en' ? en : ru) as Record<string, unknown>;
  const element = document.createElement('div');
  element.innerHTML = render({ language, translation, reads: reads(role), path: '/statuspages/p1' }).html;
  return element;
}

beforeAll(initTestI18n);

beforeEach(() => {
  localStorage.clear();
  storeSignedInUser('jane@example.com');
});

it.each(['editor', 'viewer'] as const)(
  "draws the same components screen as the app's, from the same answers (%s)",
  async (role) => {
    serveComponents({ components: [api, web, db], groups: [backend, edge], role });
    const { container } = renderAt('/statuspages/p1', [
      { path: '/statuspages/*', element: <StatusPagesRoutes /> },
    ]);
    await screen.findByText('Database');
    if (role === 'editor') await screen.findByRole('button', { name: 'Add component' });
    // The test router's own line (the current path) is not the screen's; nor are the drag-and-drop
    // library's screen-reader instructions and live region, which it adds once mounted (dragging needs
    // the app's scripts: the copy has no use for them).
    const shown = () => {
      const app = container.cloneNode(true) as HTMLElement;
      for (const node of Array.from(
        app.querySelectorAll('[data-testid="location"], [id^="DndDescribedBy"], [id^="DndLiveRegion"]'),
      )) {
        node.remove();
      }
      return app.textContent;
    };
    await waitFor(() => expect(shown()).toBe(ssrElement('en', role).textContent));
  },
);

it('has the content, not a skeleton, with real links, in each language', () => {
  const english = ssrElement('en');
  for (const name of ['API', 'Website', 'Database', 'Backend', 'Edge']) {
    expect(english.textContent).toContain(name);
  }
  expect(english.querySelector('[aria-busy="true"]')).toBeNull();
  expect(english.querySelector('a[href="/statuspages/p1/incidents"]')?.textContent).toBe(
    en.statuspages.details.tabs.incidents,
  );
  expect(english.querySelector('a[href="/statuspages"]')?.textContent).toBe(en.statuspages.list.title);
  const russian = ssrElement('ru');
  expect(russian.textContent).toContain(ru.pageComponents.title);
  expect(russian.textContent).toContain(ru.statuspages.details.tabs.incidents);
  expect(russian.textContent).not.toContain(en.pageComponents.title);
});
