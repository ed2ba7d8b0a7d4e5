import type { Api } from '@statusdeck/shared';

// Written by hand against the integrations API's agreed contract, while the server routes are built
// elsewhere; once they are in the OpenAPI document these become the generated `Api.*` types.

export const INTEGRATION_KINDS = ['slack', 'teams', 'discord'] as const;
/** The chat service an integration posts to, through its incoming-webhook URL. */
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export type IntegrationState = 'active' | 'disabled';

/** The last attempt to post to the service: its status code when it answered, an error when it did not. */
export type LastDelivery = { status_code: number | null; error: string | null; created_at: string };

/**
 * A chat integration of a status page. The incoming-webhook URL is a secret and is never answered, not
 * even on creation: `url_hint` shows its host and the last 4 characters of its path. No `component_ids`
 * means every component; a null `language` is the page's default language.
 */
export type Integration = {
  id: string;
  page_id: string;
  kind: IntegrationKind;
  name: string;
  url_hint: string;
  component_ids: string[];
  language: Api.Language | null;
  state: IntegrationState;
  /** When its retries ran out and it was disabled. */
  disabled_at: string | null;
  last_delivery: LastDelivery | null;
  created_at: string;
};

/** Oldest first. */
export type IntegrationList = { integrations: Integration[] };

export type CreateIntegrationInput = {
  kind: IntegrationKind;
  url: string;
  name?: string;
  component_ids?: string[];
  language?: Api.Language | null;
};

/** Any of these; `enabled: true` re-enables a disabled integration. */
export type UpdateIntegrationInput = {
  name?: string;
  url?: string;
  component_ids?: string[];
  language?: Api.Language | null;
  enabled?: true;
};
