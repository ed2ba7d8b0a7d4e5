// A published status page with an open incident, made through the real API as its owner would, and
// the parts of the public page located as a visitor finds them. The public API answers from a
// snapshot rebuilt after each write commits, so set-up waits until the snapshot shows what it wrote.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../shared/src/i18n/languages';
import { createVerifiedAccount } from './accounts';
import { type ApiUser, apiSignIn } from './api-session';
import { createIncidentPage, type IncidentPage } from './incidents';

export type PublicIncidentText = { name: string; first: string; second: string };

export const INCIDENT: PublicIncidentText = {
  name: 'Checkout errors',
  first: 'Some payments fail; we are looking into it.',
  second: 'Cause found: the payment API is overloaded. A fix is being deployed.',
};

export type PublishedPage = IncidentPage & {
  slug: string;
  email: string;
  owner: ApiUser;
  incidentId: string;
};

type Snapshot = {
  page: { slug: string; name: string };
  incidents: Array<{ id: string; updates: Array<{ body: string }> }>;
  components: Array<{
    type: 'group' | 'component';
    name: string;
    uptime?: Uptime;
    components?: Array<{ name: string; uptime: Uptime }>;
  }>;
};

type Uptime = { days: Array<{ date: string; percent: number | null }>; percent: number | null } | null;

/** GET /v1/public/pages/{slug} as any visitor (no token). */
export async function publicSnapshot(request: APIRequestContext, slug: string): Promise<Snapshot> {
  const response = await request.get(`/v1/public/pages/${encodeURIComponent(slug)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Snapshot;
}

/** Waits until the public snapshot of `slug` satisfies `check` (it is rebuilt after each commit). */
export async function waitForSnapshot(
  request: APIRequestContext,
  slug: string,
  check: (snapshot: Snapshot) => boolean,
  message: string,
): Promise<Snapshot> {
  let last: Snapshot | null = null;
  await expect
    .poll(
      async () => {
        last = await publicSnapshot(request, slug);
        return check(last);
      },
      { message, timeout: 15_000 },
    )
    .toBe(true);
  if (!last) throw new Error('no snapshot');
  return last;
}

/**
 * A page in `language` and `timeZone`, published, with Website (ungrouped) and a "Core" group (API,
 * Database), and (unless `incident: false`) an open incident of major impact that put API in partial
 * outage, with two updates.
 */
export async function createPublishedPage(
  request: APIRequestContext,
  options: { language?: Language; timeZone?: string; label?: string; incident?: boolean } = {},
): Promise<PublishedPage> {
  const email = await createVerifiedAccount(request, options.label ?? 'public');
  const owner = await apiSignIn(request, email);
  const site = await createIncidentPage(request, owner, {
    language: options.language ?? 'en',
    timeZone: options.timeZone ?? 'Europe/Berlin',
  });
  const published = await request.patch(`/v1/pages/${site.id}`, {
    headers: owner.headers,
    data: { published: true, description: 'Payments and the public API of Acme.' },
  });
  expect(published.status(), await published.text()).toBe(200);
  const { slug } = (await published.json()) as { slug: string };
  if (options.incident === false) {
    await waitForSnapshot(request, slug, (snapshot) => snapshot.page.slug === slug, 'the page is published');
    return { ...site, slug, email, owner, incidentId: '' };
  }

  const incidentId = await reportIncident(request, owner, site);
  await postUpdate(request, owner, site.id, incidentId, { status: 'identified', body: INCIDENT.second });
  await waitForSnapshot(
    request,
    slug,
    (snapshot) => snapshot.incidents.some((incident) => incident.updates[0]?.body === INCIDENT.second),
    'the public snapshot shows the incident with its second update',
  );
  return { ...site, slug, email, owner, incidentId };
}

/** Reports INCIDENT (major impact, API in partial outage, investigating) through the API; returns its id. */
export async function reportIncident(
  request: APIRequestContext,
  owner: ApiUser,
  site: IncidentPage,
): Promise<string> {
  const created = await request.post(`/v1/pages/${site.id}/incidents`, {
    headers: owner.headers,
    data: {
      name: INCIDENT.name,
      status: 'investigating',
      impact: 'major',
      body: INCIDENT.first,
      components: [{ id: site.components.API, status: 'partial_outage' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Appends an update to an incident through the API, as the console's composer does. */
export async function postUpdate(
  request: APIRequestContext,
  owner: ApiUser,
  pageId: string,
  incidentId: string,
  data: { status?: string; body: string },
): Promise<void> {
  const response = await request.patch(`/v1/pages/${pageId}/incidents/${incidentId}`, {
    headers: owner.headers,
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export const publicPagePath = (slug: string, lang?: Language) =>
  `/public-page?${new URLSearchParams({ page: slug, ...(lang ? { lang } : {}) })}`;

export const publicIncidentPath = (slug: string, id: string) =>
  `/public-page/incident/${id}?${new URLSearchParams({ page: slug })}`;

/** The overall status banner's region. */
export function overallStatus(page: Page, name = 'Overall status'): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A component's line on the page: its name (a heading) and its status beside it. */
export function componentLine(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 3, name, exact: true }).locator('xpath=..');
}

/** The uptime bars of a component, once the page has hydrated (before, they are a picture). */
export function uptimeBars(page: Page, component: string, days = 90): Locator {
  return page.getByRole('group', { name: `Uptime of ${component}, last ${days} days`, exact: true });
}

/** Waits until the lean bundle has hydrated the server's HTML: the subscribe link has become a button. */
export async function expectHydrated(page: Page, subscribe = 'Subscribe to updates'): Promise<void> {
  await expect(page.getByRole('button', { name: subscribe, exact: true })).toBeVisible();
}
