import type { IntegrationKind, IntegrationState, Language } from '../../lib/enums';
import type { ListedIntegration } from './repository';

export type Integration = {
  id: string;
  page_id: string;
  kind: IntegrationKind;
  name: string;
  url_hint: string;
  component_ids: string[];
  language: Language | null;
  state: IntegrationState;
  disabled_at: Date | null;
  last_delivery: { status_code: number | null; error: string | null; created_at: Date } | null;
  created_at: Date;
};

/**
 * The incoming-webhook URL is the secret that lets anyone post to the channel, so only its scheme, host and
 * path's last four characters are shown: enough to tell two apart.
 */
export function urlHint(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.host}/…/${url.pathname.slice(-4)}`;
}

/** The answer's shape of an integration; the URL itself never leaves the server. */
export function presentIntegration(row: ListedIntegration): Integration {
  return {
    id: row.id,
    page_id: row.page_id,
    kind: row.kind,
    name: row.name,
    url_hint: urlHint(row.url),
    component_ids: row.component_ids,
    language: row.language,
    state: row.disabled_at ? 'disabled' : 'active',
    disabled_at: row.disabled_at,
    last_delivery: row.last_created_at
      ? { status_code: row.last_status_code, error: row.last_error, created_at: row.last_created_at }
      : null,
    created_at: row.created_at,
  };
}
