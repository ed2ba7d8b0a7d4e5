import type { Page } from './contract.gen';

/** Why a custom domain's last look-up failed, or why it went back to pending (the Page resource's `domain.error`). */
export type DomainErrorCode = NonNullable<NonNullable<Page['domain']>['error']>;

/**
 * The console's words for each `domain.error`, and for the detail codes of a refused domain
 * (`domain_reserved` on the field, `domain_not_verified`'s reason in `details[0].code`).
 */
export const DOMAIN_ERROR_KEYS = {
  record_missing: 'statuspages.domain.errors.record_missing',
  record_mismatch: 'statuspages.domain.errors.record_mismatch',
  dns_unreachable: 'statuspages.domain.errors.dns_unreachable',
  held_by_another_page: 'statuspages.domain.errors.held_by_another_page',
  taken_over: 'statuspages.domain.errors.taken_over',
  record_gone: 'statuspages.domain.errors.record_gone',
  domain_reserved: 'statuspages.domain.errors.domain_reserved',
} as const satisfies Record<DomainErrorCode | 'domain_reserved', string>;
