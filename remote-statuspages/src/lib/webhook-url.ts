/**
 * The server's rules for a URL it posts events to (a webhook subscriber's endpoint, a chat service's
 * incoming webhook), as far as a browser can check them: absolute https, no user name or password in
 * it, at most 2048 characters. Whether its address is a public one only the server can tell.
 */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

function parsed(value: string): URL | null {
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
}

/** An absolute https URL with a host (empty passes: "required" is the field's own rule). */
export function isHttpsUrl(value: string | undefined): boolean {
  if (!value) return true;
  const url = parsed(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '';
}

/** A URL carrying a user name or password, which the server refuses (empty passes). */
export function hasCredentials(value: string | undefined): boolean {
  if (!value) return false;
  const url = parsed(value);
  return url !== null && (url.username !== '' || url.password !== '');
}
