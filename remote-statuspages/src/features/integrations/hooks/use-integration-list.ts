import { useState } from 'react';
import type { Integration } from '../../../api/integration-types';
import { AWAIT_AT_MOST_MS, type AwaitedMessage, useIntegrations } from '../api/get-integrations';

/**
 * The page's integrations, kept fresh (see `useIntegrations`), and `awaitMessage`: told of a test message
 * just queued, the list is asked again until that integration's row shows another last delivery than it
 * showed when the message was queued.
 */
export function useIntegrationList(pageId: string) {
  const [awaiting, setAwaiting] = useState<AwaitedMessage[]>([]);
  const { data, error, mutate } = useIntegrations(pageId, awaiting);
  const awaitMessage = (integration: Integration) => {
    const now = Date.now();
    const shown = data?.integrations.find((row) => row.id === integration.id) ?? integration;
    setAwaiting((current) => [
      ...current.filter((message) => message.until > now && message.integrationId !== integration.id),
      {
        integrationId: integration.id,
        since: shown.last_delivery?.created_at ?? null,
        until: now + AWAIT_AT_MOST_MS,
      },
    ]);
  };
  return { data, error, mutate, awaitMessage };
}
