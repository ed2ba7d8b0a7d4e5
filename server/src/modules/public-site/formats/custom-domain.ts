/**
 * Which requests are addressed to a status page's own host: its custom domain, or `<slug>.<PAGES_DOMAIN>`.
 * The Host header (any port) names it; the product's own host — PUBLIC_URL's, localhost, loopback
 * addresses — never does, so routes registered for page hosts do not exist there and the product's own
 * routes answer as before. A name under PAGES_DOMAIN is a page host even under `.localhost` (a development
 * PAGES_DOMAIN such as `status.localhost` works in a browser without DNS).
 *
 * This is a Fastify route constraint: `constraints: { [CUSTOM_DOMAIN_CONSTRAINT]: CUSTOM_HOST }` makes a
 * route match only on other hosts; the handler then looks the domain up (unknown domain → 404).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';

export const CUSTOM_DOMAIN_CONSTRAINT = 'statusPageDomain';
/** The value the constraint derives for a host that may be a page's custom domain. */
export const CUSTOM_HOST = 'custom';
const OWN_HOST = 'own';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);

/**
 * The host name of a Host header, lower-case, without port, brackets or a trailing dot; null when the
 * header is missing or malformed.
 */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return bracketed[1] ?? null;
  const plain = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/.exec(value);
  return plain?.[1] ? plain[1] : null;
}

/** The names the product itself answers on: PUBLIC_URL's host, localhost and the loopback addresses. */
export function ownHostNames(publicUrl: string): Set<string> {
  const names = new Set(LOOPBACK);
  const own = hostName(new URL(publicUrl).host);
  if (own) names.add(own);
  return names;
}

/**
 * The page host a request names (a custom domain, or a name under `pagesDomain`), or null when it is
 * addressed to the product itself.
 */
export function customDomainOf(
  header: string | undefined,
  own: ReadonlySet<string>,
  pagesDomain: string | null = null,
): string | null {
  const name = hostName(header);
  if (!name || own.has(name)) return null;
  if (pagesDomain !== null && (name === pagesDomain || name.endsWith(`.${pagesDomain}`))) return name;
  if (name.endsWith('.localhost') || !name.includes('.')) return null;
  return name;
}

/** What decides whether a Host is the product's or a page's. */
export type HostConfig = Pick<Config, 'publicUrl' | 'pagesDomain'>;

/** Distinct Host values remembered by the constraint (a flood of made-up hosts only clears the memo). */
const HOST_MEMO_LIMIT = 1000;

/**
 * Adds the route constraint once per application (the router is shared by every plugin). Once a route uses
 * it, find-my-way derives it for every request, so each Host value is classified once and remembered.
 */
export function addCustomDomainConstraint(app: FastifyInstance, config: HostConfig): void {
  if (app.hasConstraintStrategy(CUSTOM_DOMAIN_CONSTRAINT)) return;
  const own = ownHostNames(config.publicUrl);
  const memo = new Map<string, string>();
  const classify = (host: string | undefined): string => {
    if (host === undefined) return OWN_HOST;
    let kind = memo.get(host);
    if (kind === undefined) {
      kind = customDomainOf(host, own, config.pagesDomain) ? CUSTOM_HOST : OWN_HOST;
      if (memo.size >= HOST_MEMO_LIMIT) memo.clear();
      memo.set(host, kind);
    }
    return kind;
  };
  app.addConstraintStrategy({
    name: CUSTOM_DOMAIN_CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => {
          handlers.set(value, store);
        },
      };
    },
    deriveConstraint: (request) => classify(request.headers.host),
    mustMatchWhenDerived: false,
    validate(value) {
      if (value !== CUSTOM_HOST) throw new Error(`${CUSTOM_DOMAIN_CONSTRAINT} must be "${CUSTOM_HOST}"`);
    },
  });
}
