import { expect, test } from '@playwright/test';
import { signIn } from '../testing/accounts';
import { apiCreate } from '../testing/api-session';
import { toasts } from '../testing/console';
import { createPublishedPage, postUpdate, reportIncident } from '../testing/public-page';
import {
  type ReceivedRequest,
  startWebhookReceiver,
  validSignature,
  WEBHOOK_RETRY_SCHEDULE_MS,
  type WebhookReceiver,
} from '../testing/webhook-receiver';

// The proof that webhooks deliver: a receiver on 127.0.0.1 fails the first two attempts of every delivery,
// and still gets each incident update (created, updated, resolved) and component change exactly once,
// signed, in Statuspage's webhook format, the same delivery id on every retry. Then a webhook whose
// retries ran out is disabled, re-enabled in the console, and delivered to again.

type Created = { id: string; signing_secret: string };
type IncidentEvent = {
  meta: { unsubscribe: string; documentation: string };
  page: { id: string; status_indicator: string; status_description: string };
  incident?: {
    id: string;
    name: string;
    status: string;
    incident_updates: Array<{ status: string; body: string }>;
  };
  component_update?: { id: string; component_id: string; old_status: string; new_status: string };
  component?: { id: string; name: string; status: string };
};

const ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_MS.length + 1;
const event = (request: ReceivedRequest) => request.headers['x-statusdeck-event'];
const payload = (request: ReceivedRequest) => JSON.parse(request.body) as IncidentEvent;
const updatesOf = (request: ReceivedRequest) => payload(request).incident?.incident_updates.length ?? 0;

/** Every attempt the receiver has seen, by X-Statusdeck-Delivery, oldest first. */
function attemptsByDelivery(): Map<string, ReceivedRequest[]> {
  const byDelivery = new Map<string, ReceivedRequest[]>();
  for (const attempt of receiver.received) {
    const id = attempt.headers['x-statusdeck-delivery'] ?? '';
    byDelivery.set(id, [...(byDelivery.get(id) ?? []), attempt]);
  }
  return byDelivery;
}

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  // Two failures, then the third and last attempt of the e2e server's schedule delivers.
  receiver = await startWebhookReceiver('/hooks/retried', { failFirst: ATTEMPTS - 1 });
});
test.afterAll(async () => {
  await receiver.close();
});

test('incident created, updated and resolved: each delivered once after two failed attempts, signed, in Statuspage format', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const site = await createPublishedPage(request, { label: 'webhook-delivery', incident: false });
  const hook = await apiCreate<Created>(request, site.owner, `/v1/pages/${site.id}/subscribers`, {
    type: 'webhook',
    email: site.email,
    endpoint: receiver.url,
  });

  const incidentId = await reportIncident(request, site.owner, site);
  await postUpdate(request, site.owner, site.id, incidentId, {
    status: 'identified',
    body: 'The overloaded payment API is being scaled out.',
  });
  await postUpdate(request, site.owner, site.id, incidentId, {
    status: 'resolved',
    body: 'Payments work again.',
  });

  // In the order the updates were written (the lanes may deliver them in any order).
  const incidentDeliveries = () =>
    receiver
      .delivered()
      .filter((r) => event(r) === 'incident.update')
      .sort((a, b) => updatesOf(a) - updatesOf(b));
  const componentDeliveries = () => receiver.delivered().filter((r) => event(r) === 'component.update');
  await expect
    .poll(() => incidentDeliveries().map((r) => payload(r).incident?.status), {
      message: 'the three incident updates are delivered',
      timeout: 30_000,
    })
    .toEqual(['investigating', 'identified', 'resolved']);
  await expect
    .poll(() => componentDeliveries().length, { message: 'the component change is delivered' })
    .toBeGreaterThan(0);
  // Nothing left in flight: every delivery the receiver has seen has been answered 2xx.
  await expect
    .poll(() =>
      [...attemptsByDelivery().values()].every((attempts) => attempts.some((r) => r.status === 204)),
    )
    .toBe(true);

  await test.step('every attempt is signed; every delivery succeeded once, on its last attempt', async () => {
    for (const attempt of receiver.received) {
      expect(
        validSignature(hook.signing_secret, attempt.headers['x-statusdeck-signature'], attempt.body),
      ).toBe(true);
      expect(attempt.headers['content-type']).toMatch(/^application\/json/);
    }
    const byDelivery = attemptsByDelivery();
    for (const [id, attempts] of byDelivery) {
      expect(id).not.toBe('');
      // The same body, retried with the same delivery id: 500, 500, then 204 — one delivered payload.
      expect(attempts.map((r) => r.status)).toEqual([500, 500, 204]);
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    }
    const delivered = receiver.delivered().map((r) => r.headers['x-statusdeck-delivery']);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(incidentDeliveries()).toHaveLength(3);
  });

  await test.step('incident events: meta, page and the incident with its updates, newest first', async () => {
    const [created, updated, resolved] = incidentDeliveries().map(payload);
    for (const body of [created, updated, resolved]) {
      expect(body?.meta.unsubscribe).toMatch(/^http/);
      expect(body?.meta.documentation).toMatch(/\/v1\/docs$/);
      expect(body?.page).toEqual({
        id: site.id,
        status_indicator: expect.any(String),
        status_description: expect.any(String),
      });
      expect(body?.incident).toMatchObject({ id: incidentId, name: 'Checkout errors' });
    }
    expect(created?.page.status_indicator).not.toBe('none');
    expect(created?.incident?.incident_updates.map((u) => u.status)).toEqual(['investigating']);
    expect(updated?.incident?.incident_updates.map((u) => u.status)).toEqual(['identified', 'investigating']);
    expect(resolved?.incident?.incident_updates[0]).toMatchObject({
      status: 'resolved',
      body: 'Payments work again.',
    });
    expect(resolved?.incident?.incident_updates).toHaveLength(3);
  });

  await test.step('the component change: component_update and the component', async () => {
    const outage = componentDeliveries()
      .map(payload)
      .find((body) => body.component_update?.new_status === 'partial_outage');
    expect(outage).toMatchObject({
      page: { id: site.id },
      component_update: { component_id: site.components.API, old_status: 'operational' },
      component: { id: site.components.API, name: 'API', status: expect.any(String) },
    });
    expect(outage?.meta.unsubscribe).toMatch(/^http/);
  });
});

test('a webhook disabled after its retries ran out is re-enabled in the console and delivered to again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const site = await createPublishedPage(request, { label: 'webhook-enable', incident: false });
  const endpoint = `${receiver.url}/enable`;
  const hook = await apiCreate<Created>(request, site.owner, `/v1/pages/${site.id}/subscribers`, {
    type: 'webhook',
    email: site.email,
    endpoint,
  });
  const sendTest = () =>
    request.post(`/v1/pages/${site.id}/subscribers/${hook.id}/test`, { headers: site.owner.headers });

  receiver.failFirst(Number.POSITIVE_INFINITY);
  expect((await sendTest()).status()).toBe(202);
  const mine = () => receiver.received.filter((r) => r.path === '/hooks/retried/enable');
  await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(ATTEMPTS);
  receiver.failFirst(0);

  await signIn(page, site.email);
  await page.goto(`/statuspages/${site.id}/subscribers`);
  const row = page.getByRole('row').filter({ hasText: endpoint });
  await expect(row).toContainText('Disabled', { timeout: 15_000 });
  await row.getByRole('button', { name: `Re-enable ${endpoint}` }).click();
  await expect(toasts(page).filter({ hasText: `${endpoint} is enabled again` })).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row.getByRole('button', { name: /Re-enable/ })).toHaveCount(0);

  const test2 = await sendTest();
  expect(test2.status()).toBe(202);
  const { delivery_id: deliveryId } = (await test2.json()) as { delivery_id: string };
  await expect
    .poll(() => receiver.delivered().some((r) => r.headers['x-statusdeck-delivery'] === deliveryId), {
      timeout: 20_000,
    })
    .toBe(true);
});
