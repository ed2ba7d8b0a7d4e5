import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { Integration, IntegrationList } from '../../../api/integration-types';

export function integrationsPath(pageId: string): string {
  return `/v1/pages/${pageId}/integrations`;
}

/** Every chat integration of the page, oldest first (a page has at most 20). */
export function getIntegrations(pageId: string): Promise<IntegrationList> {
  return apiFetch<IntegrationList>(integrationsPath(pageId));
}

/** How often the list is asked again while a test message just queued has not reached its row. */
export const AWAIT_INTERVAL_MS = 2000;
/** How long a queued test message is awaited at most. */
export const AWAIT_AT_MOST_MS = 30_000;
/** How often the list is asked again while an active integration was posted to recently. */
export const FRESH_INTERVAL_MS = 15_000;
/**
 * How long after its last attempt an active integration may still be retrying (the retry waits grow to an
 * hour) and so change: posted to, or disabled after its last failed attempt.
 */
export const RECENT_MS = 2 * 60 * 60_000;

/** A test message queued for an integration whose last delivery was `since` (null: never), awaited until `until` (epoch ms). */
export type AwaitedMessage = { integrationId: string; since: string | null; until: number };

/**
 * How soon the list is asked again, given its latest rows: every 2 s while a test message awaited has not
 * changed its row's last delivery yet, every 15 s while an active integration was posted to recently (its
 * retries may still post or disable it), never otherwise.
 */
export function integrationsRefreshInterval(
  rows: Integration[] | undefined,
  awaiting: AwaitedMessage[],
  now: number,
): number {
  if (!rows) return 0;
  const lastOf = (id: string) => rows.find((row) => row.id === id)?.last_delivery?.created_at ?? null;
  const waiting = awaiting.some(
    (message) =>
      now < message.until &&
      rows.some((row) => row.id === message.integrationId && row.state === 'active') &&
      lastOf(message.integrationId) === message.since,
  );
  if (waiting) return AWAIT_INTERVAL_MS;
  const recent = rows.some(
    (row) =>
      row.state === 'active' &&
      row.last_delivery !== null &&
      now - Date.parse(row.last_delivery.created_at) < RECENT_MS,
  );
  return recent ? FRESH_INTERVAL_MS : 0;
}

/**
 * The page's integrations under their API path; no request while `pageId` is undefined. Deliveries (and
 * a disabling after failed ones) happen in the background, so the list is asked again when shown again,
 * when the tab regains the focus, and while something may change (see `integrationsRefreshInterval`);
 * a hidden tab asks nothing.
 */
export function useIntegrations(pageId: string | undefined, awaiting: AwaitedMessage[] = []) {
  return useSWR(pageId ? integrationsPath(pageId) : null, () => getIntegrations(pageId ?? ''), {
    revalidateIfStale: true,
    revalidateOnFocus: true,
    refreshInterval: (latest) => integrationsRefreshInterval(latest?.integrations, awaiting, Date.now()),
  });
}
