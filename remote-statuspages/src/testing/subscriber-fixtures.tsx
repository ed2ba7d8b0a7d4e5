// Shared set-up of the subscribers screen suites (features/subscribers/components/subscribers-screen-*.test.tsx):
// a signed-in editor, subscribers served by a list endpoint, and the screen rendered at its route.
import { initTestI18n, renderInRouter, storeSignedInUser } from '@statusdeck/shared/testing';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Delivery } from '../api/delivery-types';
import type { Subscriber } from '../api/subscriber-types';
import { SubscribersScreen } from '../features/subscribers/components/subscribers-screen';
import { type Handler, serveComponents } from './component-fixtures';
import { deliveryLog } from './delivery-fixtures';
import type { Role } from './page-fixtures';

/** Jest hooks of a subscribers screen suite: translations, and a signed-in user in a fresh storage. */
export function withSubscribersScreenHooks(): void {
  beforeAll(initTestI18n);
  beforeEach(() => {
    localStorage.clear();
    storeSignedInUser();
  });
}

export function makeSubscriber(index: number, state: Subscriber['state'] = 'confirmed'): Subscriber {
  const created = new Date(Date.UTC(2026, 10, 20 - (index % 20), 9)).toISOString();
  return {
    id: `s${index}`,
    page_id: 'p1',
    type: 'email',
    email: `person${index}@example.com`,
    endpoint: null,
    state,
    component_ids: null,
    confirmed_at: state === 'confirmed' ? created : null,
    unsubscribed_at: null,
    created_at: created,
    updated_at: created,
  };
}

/** A webhook subscriber posting to `https://hooks{index}.example.com/statusdeck`, its contact e-mail person{index}. */
export function makeWebhook(index: number, state: Subscriber['state'] = 'confirmed'): Subscriber {
  return {
    ...makeSubscriber(index, state),
    type: 'webhook',
    endpoint: `https://hooks${index}.example.com/statusdeck`,
  };
}

// Only the add-subscriber POST: a session renewal (POST /v1/refresh), which a slow run may start, keeps
// the fixture's answer.
export const SUBSCRIBERS_PATH = '/v1/pages/p1/subscribers';
/** The list endpoint over `all`: type, state and e-mail filters, `limit` per page, the cursor an offset. */
export function listOf(all: Subscriber[]): Handler {
  return (call) => {
    if (call.method !== 'GET' || call.path !== '/v1/pages/p1/subscribers') return undefined;
    const query = new URL(call.url, 'http://localhost').searchParams;
    const state = query.get('state');
    const type = query.get('type');
    const q = query.get('q') ?? '';
    const matching = all.filter(
      (s) => (!state || s.state === state) && (!type || s.type === type) && s.email.includes(q),
    );
    const from = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const next = from + limit < matching.length ? String(from + limit) : null;
    return {
      status: 200,
      body: { subscribers: matching.slice(from, from + limit), next_cursor: next, total: matching.length },
    };
  };
}

/** The delivery log endpoint of webhook subscriber `id` over `all`. */
export function deliveriesOf(id: string, all: Delivery[]): Handler {
  return deliveryLog(`/v1/pages/p1/subscribers/${id}/deliveries`, all);
}

export function renderSubscribers(handler: Handler, role: Role = 'editor', beside: ReactNode = null) {
  const calls = serveComponents({ handler, role });
  const view = renderInRouter(
    '/statuspages/p1/subscribers',
    <Routes>
      <Route
        path="/statuspages/:id/subscribers"
        element={
          <>
            <SubscribersScreen />
            {beside}
          </>
        }
      />
    </Routes>,
  );
  return { calls, ...view };
}

export const lists = (calls: { method: string; url: string }[]) =>
  calls
    .filter(
      (call) =>
        call.method === 'GET' &&
        call.url.includes('/subscribers?') &&
        !call.url.includes('limit=1&') &&
        !call.url.endsWith('limit=1'),
    )
    .map((call) => call.url);

/** Another part of the console revalidating a key through the shared SWR cache. */
export function Revalidate({ swrKey }: { swrKey: string }) {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(swrKey)}>
      Revalidate {swrKey}
    </button>
  );
}
