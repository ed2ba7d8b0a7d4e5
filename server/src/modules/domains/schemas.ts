import { errors } from '../../lib/http-schemas';
import { pageIdParams } from '../pages/schemas';

export const verifyDomainSchema = {
  tags: ['pages'],
  summary:
    "Look up the page's custom-domain TXT record now; proving a domain another page holds takes it over",
  description:
    'Resolves `_statusdeck-challenge.<domain>` and verifies the domain when one of its TXT strings is the ' +
    "page's token (`domain.txt_value`). A domain another page holds verified is taken over: that page goes " +
    "back to pending (error `taken_over`) and its organisation's owners and admins are mailed. " +
    '422 `domain_not_verified` names the reason in `details[0].code`: `record_missing`, `record_mismatch` ' +
    'or `dns_unreachable`. 404 when the page has no custom domain; 400 `domain_reserved` when the domain has ' +
    "become the product's own (PUBLIC_URL's host, PAGES_DOMAIN or under them).",
  params: pageIdParams,
  response: { 200: { $ref: 'Page' }, ...errors(400, 401, 403, 404, 409, 422) },
} as const;

export const domainAllowedSchema = {
  tags: ['public'],
  summary: 'Whether a TLS certificate may be issued for a host name (the `ask` of Caddy on-demand TLS)',
  description:
    "200 for a published page's verified custom domain or `<slug>.<PAGES_DOMAIN>`; 404 for anything else, " +
    'a malformed name included. No authentication; not rate limited.',
  querystring: {
    type: 'object',
    properties: { domain: { type: 'string' } },
  },
  response: {
    200: { type: 'object', required: ['domain'], properties: { domain: { type: 'string' } } },
    ...errors(404),
  },
} as const;
