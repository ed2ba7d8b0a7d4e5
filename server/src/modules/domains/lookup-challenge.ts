import { Resolver } from 'node:dns/promises';
import type { Config } from '../../config';
import { challengeName } from './challenge';

/** How a look-up of the challenge record went: proved, or why not. */
export type ChallengeResult =
  | { ok: true }
  | { ok: false; error: 'record_missing' | 'record_mismatch' | 'dns_unreachable' };

/** One try per server, each at most this long: a slow DNS server cannot hold a Verify for long. */
const TIMEOUT_MS = 3000;

// Node's resolver codes for "the name or the record does not exist" (NXDOMAIN, NOERROR without TXT).
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/**
 * Resolves `_statusdeck-challenge.<domain>` TXT with the DNS servers of DNS_SERVERS (the system's when
 * empty) and says whether one of its strings is `token`. c-ares runs the query off the event loop, so a
 * look-up never blocks other requests; a timeout or SERVFAIL is `dns_unreachable`.
 */
export async function lookupChallenge(
  config: Pick<Config, 'dnsServers'>,
  domain: string,
  token: string,
): Promise<ChallengeResult> {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(challengeName(domain));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      error: typeof code === 'string' && ABSENT.has(code) ? 'record_missing' : 'dns_unreachable',
    };
  }
  if (records.length === 0) return { ok: false, error: 'record_missing' };
  // A TXT record longer than 255 characters comes in chunks: each record's strings are joined.
  const found = records.some((chunks) => chunks.join('').trim() === token);
  return found ? { ok: true } : { ok: false, error: 'record_mismatch' };
}
