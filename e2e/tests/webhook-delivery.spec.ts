import { expect, test } from '@playwright/test';
import { indicatorTone, LIGHT_TONES, statusTone } from '../../shared/src/public-site/status-colours.cjs';
import { signIn } from '../testing/accounts';
import { apiCreate } from '../testing/api-session';
import { toasts } from '../testing/console';
import {
  createPublishedPage,
  INCIDENT,
  postUpdate,
  publicIncidentPath,
  publicPagePath,
  reportIncident,
} from '../testing/public-page';
import { readSlackMessage } from '../testing/slack-message';
import {
  type ReceivedRequest,
  SLACK_ANSWER,
  startWebhookReceiver,
  validSignature,
  WEBHOOK_RETRY_SCHEDULE_MS,
  type WebhookReceiver,
} from '../testing/webhook-receiver';

// The proof that webhooks deliver: a receiver on 127.0.0.1 fails the first two attempts of every delivery,
// and still gets each incident update (created, updated, resolved) and component change exactly once,
// signed, in Statuspage's webhook format, the same delivery id on every retry. Then a webhook whose
// retries ran out is disabled, re-enabled in the console, and delivered to again. A Slack integration
// added in the console gets the same: each update and change posted once, as a message Slack accepts.

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
const SLACK_PATH = '/services/T0E2E/B0E2E/Xk7pSecretTokenQz9w';
const event = (request: ReceivedRequest) => request.headers['x-statusdeck-event'];
const payload = (request: ReceivedRequest) => JSON.parse(request.body) as IncidentEvent;
const updatesOf = (request: ReceivedRequest) => payload(request).incident?.incident_updates.length ?? 0;

/** Every attempt a receiver has seen, by X-Statusdeck-Delivery, oldest first. */
function attemptsByDelivery(of: WebhookReceiver): Map<string, ReceivedRequest[]> {
  const byDelivery = new Map<string, ReceivedRequest[]>();
  for (const attempt of of.received) {
    const id = attempt.headers['x-statusdeck-delivery'] ?? '';
    byDelivery.set(id, [...(byDelivery.get(id) ?? []), attempt]);
  }
  return byDelivery;
}

let receiver: WebhookReceiver;
let slack: WebhookReceiver;
test.beforeAll(async () => {
  // Two failures, then the third and last attempt of the e2e server's schedule delivers.
  receiver = await startWebhookReceiver('/hooks/retried', { failFirst: ATTEMPTS - 1 });
  // An incoming webhook's URL is its secret: the path's end is all the console may show of it.
  slack = await startWebhookReceiver(SLACK_PATH, { failFirst: ATTEMPTS - 1, accept: SLACK_ANSWER });
});
test.afterAll(async () => {
  await receiver.close();
  await slack.close();
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
      [...attemptsByDelivery(receiver).values()].every((attempts) => attempts.some((r) => r.status === 204)),
    )
    .toBe(true);

  await test.step('every attempt is signed; every delivery succeeded once, on its last attempt', async () => {
    for (const attempt of receiver.received) {
      expect(
        validSignature(hook.signing_secret, attempt.headers['x-statusdeck-signature'], attempt.body),
      ).toBe(true);
      expect(attempt.headers['content-type']).toMatch(/^application\/json/);
    }
    const byDelivery = attemptsByDelivery(receiver);
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

test('a Slack integration added in the console: a test message, then each update and component change posted once after two failed attempts', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const site = await createPublishedPage(request, { label: 'slack-delivery', incident: false });
  const name = 'Ops alerts';
  const hint = `${new URL(slack.url).origin}/…/${SLACK_PATH.slice(-4)}`;
  const byEvent = (kind: string) => slack.delivered().filter((r) => event(r) === kind);

  await test.step('add the Slack integration with the dialog: listed by its masked URL only', async () => {
    await signIn(page, site.email);
    await page.goto(`/statuspages/${site.id}`);
    await page
      .getByRole('navigation', { name: 'Status page sections' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await expect(page.getByRole('heading', { name: 'No integrations yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an integration' });
    await dialog.getByRole('radio', { name: 'Slack' }).check();
    await dialog.getByRole('textbox', { name: 'Label' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Incoming-webhook URL' }).fill(slack.url);
    // None ticked: every component.
    for (const component of ['API', 'Database', 'Website']) {
      await expect(dialog.getByRole('checkbox', { name: component })).not.toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Add integration' }).click();
    await expect(toasts(page).filter({ hasText: `${name} is added` })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Slack');
    await expect(row).toContainText(hint);
    await expect(row).toContainText('All components');
    await expect(row).toContainText('Active');
    await expect(page.locator('body')).not.toContainText(SLACK_PATH.slice(0, -4));
  });

  await test.step('send a test message: it arrives, retried until accepted once', async () => {
    await page.getByRole('button', { name: `Send a test message to ${name}` }).click();
    await expect(toasts(page).filter({ hasText: `A test message is on its way to ${name}` })).toBeVisible();
    await expect.poll(() => byEvent('test').length, { message: 'the test message arrives' }).toBe(1);
    const [arrived] = byEvent('test');
    if (!arrived) throw new Error('no test message');
    expect(arrived.path).toBe(SLACK_PATH);
    expect(arrived.headers['content-type']).toMatch(/^application\/json/);
    expect(arrived.headers['x-statusdeck-signature']).toBeUndefined();
    const message = readSlackMessage(arrived.body);
    expect(message.title).toBe('Test message from Statusdeck');
    expect(message.body).toContain(`The ${site.name} status page will post`);
  });

  const incidentId = await reportIncident(request, site.owner, site);
  const identified = 'The overloaded payment API is being scaled out.';
  await postUpdate(request, site.owner, site.id, incidentId, { status: 'identified', body: identified });
  await postUpdate(request, site.owner, site.id, incidentId, {
    status: 'resolved',
    body: 'Payments work again.',
  });

  // Incident created, updated, resolved; API into partial outage and back; the test message before them.
  await expect
    .poll(() => [byEvent('incident.update').length, byEvent('component.update').length], {
      message: 'three incident messages and two component messages are accepted',
      timeout: 20_000,
    })
    .toEqual([3, 2]);
  await expect
    .poll(
      () =>
        [...attemptsByDelivery(slack).values()].every((attempts) => attempts.some((r) => r.status === 200)),
      {
        message: 'nothing left in flight',
      },
    )
    .toBe(true);

  await test.step('every message was accepted exactly once, on its third attempt, the same bytes each time', async () => {
    const byDelivery = attemptsByDelivery(slack);
    expect(byDelivery.size).toBe(6);
    for (const [id, attempts] of byDelivery) {
      expect(id).not.toBe('');
      expect(attempts.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
    }
    expect(slack.delivered()).toHaveLength(6);
  });

  await test.step('incident messages: title, status words, text, components, colour and link', async () => {
    const link = `${baseURL}${publicIncidentPath(site.slug, incidentId)}`;
    const messages = byEvent('incident.update').map((r) => readSlackMessage(r.body));
    const withStatus = (status: string) => messages.filter((m) => m.facts.Status === status);
    const expected = [
      { status: 'Investigating', body: INCIDENT.first, api: 'Partial outage', tone: indicatorTone('major') },
      { status: 'Identified', body: identified, api: 'Partial outage', tone: indicatorTone('major') },
      { status: 'Resolved', body: 'Payments work again.', api: 'Operational', tone: indicatorTone('none') },
    ];
    for (const { status, body, api, tone } of expected) {
      const found = withStatus(status);
      expect(found, `one "${status}" message`).toHaveLength(1);
      const [message] = found;
      expect(message).toMatchObject({
        title: INCIDENT.name,
        body,
        colour: LIGHT_TONES[tone].fill,
        facts: { Status: status, 'Affected components': `API (${api})` },
        link: { url: link, label: 'View on the status page' },
      });
      expect(message?.context).toBe(`*${site.name}* · <${link}|View on the status page>`);
      expect(message?.fallback).toBe(
        `[${site.name}] ${INCIDENT.name} — Status: ${status} · Affected components: API (${api}) — ${body}`,
      );
    }
  });

  await test.step('component messages: the change, the previous status, its colour and the page link', async () => {
    const messages = byEvent('component.update').map((r) => readSlackMessage(r.body));
    const pageLink = `${baseURL}${publicPagePath(site.slug)}`;
    expect(messages.map((m) => m.title).sort()).toEqual([
      'API is now operational',
      'API is now partial outage',
    ]);
    const outage = messages.find((m) => m.title === 'API is now partial outage');
    expect(outage).toMatchObject({
      body: '',
      colour: LIGHT_TONES[statusTone('partial_outage')].fill,
      facts: { Status: 'Partial outage', Previously: 'Operational' },
      link: { url: pageLink, label: 'Open the status page' },
    });
    const back = messages.find((m) => m.title === 'API is now operational');
    expect(back).toMatchObject({
      colour: LIGHT_TONES[statusTone('operational')].fill,
      facts: { Status: 'Operational', Previously: 'Partial outage' },
    });
  });

  await test.step("the integration's deliveries show the failed and the accepted attempts", async () => {
    await page.getByRole('button', { name: `Deliveries of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries of ${name}` });
    await expect(log).toContainText(hint);
    const rows = log.getByRole('row').filter({ hasText: 'Incident update' });
    await expect(rows.filter({ hasText: 'HTTP 500' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'HTTP 200' }).first()).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'Component update' }).first()).toBeVisible();
    await expect(log).not.toContainText(SLACK_PATH.slice(0, -4));
  });
});
