import { Api } from '@statusdeck/shared';

export const { INTEGRATION_KINDS } = Api;
/** The chat service an integration posts to, through its incoming-webhook URL. */
export type IntegrationKind = Api.IntegrationKind;

export type IntegrationState = Api.IntegrationState;

/**
 * A chat integration of a status page. The incoming-webhook URL is a secret and is never answered, not
 * even on creation: `url_hint` shows its host and the last 4 characters of its path. No `component_ids`
 * means every component; a null `language` is the page's default language.
 */
export type Integration = Api.Integration;

/** The last attempt to post to the service: its status code when it answered, an error when it did not. */
export type LastDelivery = NonNullable<Integration['last_delivery']>;

/** Oldest first. */
export type IntegrationList = Api.IntegrationList;

export type CreateIntegrationInput = Api.RequestBodies['POST /v1/pages/{pageId}/integrations'];

/** Any of these; `enabled: true` re-enables a disabled integration. */
export type UpdateIntegrationInput = Api.RequestBodies['PATCH /v1/pages/{pageId}/integrations/{id}'];
