const SUPPORTED = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
// An IANA name (Area/Location), case as published, e.g. "America/Argentina/Buenos_Aires".
const IANA_NAME = /^[A-Z][A-Za-z_-]+(?:\/[A-Z0-9][A-Za-z0-9_+-]*)+$/;

/**
 * An IANA time zone this server knows. Node's list holds canonical names only, and browsers may be on a
 * newer tz database ("Europe/Kyiv" where Node 20 lists "Europe/Kiev"), so an IANA-shaped name that Intl
 * accepts is valid too; offsets ("+03:00"), abbreviations ("EST") and wrong case are not.
 */
export function isTimeZone(value: string): boolean {
  if (SUPPORTED.has(value)) return true;
  if (!IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
