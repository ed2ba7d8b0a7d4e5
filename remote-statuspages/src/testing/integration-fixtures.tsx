// Shared set-up of the integrations screen suites (features/integrations/components/integrations-screen-*.test.tsx):
// a signed-in user, the page's integrations served by their list endpoint, and the screen at its route.
import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import { Route, Routes } from 'react-router-dom';
import type { PageComponent } from '../api/component-types';
import type { Integration } from '../api/integration-types';
import { IntegrationsScreen } from '../features/integrations/components/integrations-screen';
import { type Handler, makeComponent, serveComponents } from './component-fixtures';
import type { Role } from './page-fixtures';

/** Jest hooks of an integrations screen suite: translations, and a signed-in user in a fresh storage. */
export function withIntegrationsScreenHooks(): void {
  beforeAll(initTestI18n);
  beforeEach(() => {
    localStorage.clear();
    storeSignedInUser();
  });
}

export const INTEGRATIONS_PATH = '/v1/pages/p1/integrations';

/** The page's components: API (c1) and Website (c2). */
export const COMPONENTS: PageComponent[] = [
  makeComponent({ id: 'c1', name: 'API', position: 0 }),
  makeComponent({ id: 'c2', name: 'Website', position: 1 }),
];

/** An active Slack integration "Team chat {index}" for every component, in the page's language, never posted to. */
export function makeIntegration(index: number, overrides: Partial<Integration> = {}): Integration {
  return {
    id: `i${index}`,
    page_id: 'p1',
    kind: 'slack',
    name: `Team chat ${index}`,
    url_hint: `https://hooks.slack.com/…/x9Q${index}`,
    component_ids: [],
    language: null,
    state: 'active',
    disabled_at: null,
    last_delivery: null,
    created_at: new Date(Date.UTC(2026, 10, 1, index)).toISOString(),
    ...overrides,
  };
}

/** The list endpoint over `all` (changed in place by a test's write handlers). */
export function integrationsOf(all: Integration[]): Handler {
  return (call) =>
    call.method === 'GET' && call.path === INTEGRATIONS_PATH
      ? { status: 200, body: { integrations: all } }
      : undefined;
}

export function renderIntegrations(handler: Handler, role: Role = 'editor') {
  const calls = serveComponents({ handler, role, components: COMPONENTS });
  const view = renderInRouter(
    '/statuspages/p1/integrations',
    <Routes>
      <Route path="/statuspages/:id/integrations" element={<IntegrationsScreen />} />
    </Routes>,
  );
  return { calls, ...view };
}
