import { type ApiCall, makeToken, type Reply, serveApi } from '@statusdeck/shared/testing';
import type { ComponentGroup, PageComponent } from '../api/component-types';
import { makePage, type Role, usage } from './page-fixtures';

const STAMP = '2026-11-01T10:00:00.000Z';

export function makeComponent(
  overrides: Partial<PageComponent> & { id: string; name: string },
): PageComponent {
  return {
    page_id: 'p1',
    group_id: null,
    description: '',
    status: 'operational',
    position: 0,
    show_uptime: true,
    only_show_if_degraded: false,
    start_date: null,
    deleted_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeGroup(overrides: Partial<ComponentGroup> & { id: string; name: string }): ComponentGroup {
  return {
    page_id: 'p1',
    description: '',
    position: 0,
    collapsed: false,
    components: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const PERMISSIONS: Record<Role, string[]> = {
  owner: [
    'read',
    'pages.create',
    'pages.delete',
    'pages.edit',
    'pages.access',
    'components.edit',
    'subscribers.edit',
  ],
  admin: [
    'read',
    'pages.create',
    'pages.delete',
    'pages.edit',
    'pages.access',
    'components.edit',
    'subscribers.edit',
  ],
  editor: ['read', 'pages.edit', 'components.edit', 'subscribers.edit', 'incidents.edit'],
  viewer: ['read'],
};

export type Handler = (call: ApiCall) => Reply | Promise<Reply> | undefined;

/**
 * The console's fake API for page p1: the user's role, the page, usage, then `handler` (tried first),
 * else the components and groups given (GET only). Returns the calls made, in order.
 */
export function serveComponents({
  components = [],
  groups = [],
  role = 'editor',
  handler,
}: {
  components?: PageComponent[];
  groups?: ComponentGroup[];
  role?: Role;
  handler?: Handler;
}): ApiCall[] {
  return serveApi((call) => {
    const handled = handler?.(call);
    if (handled) return handled;
    const key = `${call.method} ${call.path}`;
    if (key === 'GET /v1/users/me') {
      return { status: 200, body: { id: 'u1', email: 'jane@example.com', organization_id: 'o1', role } };
    }
    if (key === 'GET /v1/users/roles') {
      return {
        status: 200,
        body: Object.entries(PERMISSIONS).map(([name, permissions]) => ({ name, permissions })),
      };
    }
    if (key === 'GET /v1/usage') return usage(1, 1);
    // Activity renews the session after a second; the server rotates both tokens.
    if (key === 'POST /v1/refresh') {
      return { status: 200, body: { access_token: makeToken(900, 'renewed'), refresh_token: 'refresh-2' } };
    }
    if (key === 'GET /v1/pages/p1') return { status: 200, body: makePage() };
    if (key === 'GET /v1/pages/p1/components') {
      const showDeleted = call.url.includes('show_deleted=true');
      return { status: 200, body: components.filter((c) => showDeleted || c.deleted_at === null) };
    }
    if (key === 'GET /v1/pages/p1/component-groups') return { status: 200, body: groups };
    return undefined;
  });
}

/**
 * The calls that changed something on the page, as method, path and body (a session renewal that
 * keyboard activity may start is not one of them).
 */
export function writes(calls: ApiCall[]) {
  return calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/v1/pages/'))
    .map(({ method, path, body }) => ({ method, path, body }));
}
