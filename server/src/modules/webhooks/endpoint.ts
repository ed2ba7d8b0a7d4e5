import type { WebhookConfig } from '../../config';
import { invalidField } from '../../lib/errors';

/**
 * A webhook endpoint (or a chat integration's incoming-webhook URL) must be an absolute https URL without credentials (they would show in the console and
 * logs). http only where WEBHOOK_ALLOW_PRIVATE allows it. Where it points is checked at every delivery,
 * after resolving its name (address-rules.ts), since DNS can change after this check.
 */
export function checkEndpoint(config: WebhookConfig, raw: string, field = 'endpoint'): string {
  const endpoint = raw.trim();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalidField(field, 'invalid_url', 'Must be an absolute URL');
  }
  const httpAllowed = config.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) {
    throw invalidField(field, 'https_required', 'Must be an https URL');
  }
  if (url.username || url.password) {
    throw invalidField(field, 'credentials_in_url', 'Must not carry a user name or password');
  }
  return endpoint;
}
