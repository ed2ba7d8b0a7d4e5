import { nullableString, nullableTimestamp } from '../../lib/http-schemas';
import { DOMAIN_ERRORS, DOMAIN_STATUSES } from './present-domain';

/** The Page resource's `domain` (present-domain.ts); null without a custom domain. */
export const pageDomainSchema = {
  type: ['object', 'null'],
  required: [
    'name',
    'status',
    'txt_name',
    'txt_value',
    'cname_target',
    'verified_at',
    'checked_at',
    'failing_since',
    'error',
  ],
  properties: {
    name: { type: 'string' },
    /** Pending until the TXT record proves it; only a verified domain routes to the page. */
    status: { type: 'string', enum: DOMAIN_STATUSES },
    /** The TXT record to create: `_statusdeck-challenge.<name>` … */
    txt_name: { type: 'string' },
    /** … holding this token. */
    txt_value: { type: 'string' },
    /** The host name the domain's CNAME should point at (CUSTOM_DOMAIN_TARGET); null when not configured. */
    cname_target: nullableString,
    verified_at: nullableTimestamp,
    /** The last look-up of the TXT record (by Verify or the background re-check). */
    checked_at: nullableTimestamp,
    /** Verified, but the record has been missing since then: the domain stops routing 72 hours later. */
    failing_since: nullableTimestamp,
    /** Why the last look-up failed, or why the domain went back to pending; null after a success. */
    error: { type: ['string', 'null'], enum: [...DOMAIN_ERRORS, null] },
  },
} as const;
