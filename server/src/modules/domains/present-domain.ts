import type { Config } from '../../config';
import type { DomainClaimColumns } from '../pages/repository';
import { challengeName } from './challenge';

/** Why the last look-up of a domain failed, or why it stopped being the page's (console translations). */
export const DOMAIN_ERRORS = [
  'record_missing',
  'record_mismatch',
  'dns_unreachable',
  'held_by_another_page',
  'taken_over',
  'record_gone',
] as const;
export type DomainError = (typeof DOMAIN_ERRORS)[number];

export const DOMAIN_STATUSES = ['pending', 'verified'] as const;

/** The Page resource's `domain`: the claim, the records to create and how the last look-up went. */
export type PageDomain = {
  name: string;
  status: (typeof DOMAIN_STATUSES)[number];
  txt_name: string;
  txt_value: string;
  cname_target: string | null;
  verified_at: Date | null;
  checked_at: Date | null;
  failing_since: Date | null;
  error: DomainError | null;
};

const isDomainError = (value: string | null): value is DomainError =>
  value !== null && (DOMAIN_ERRORS as readonly string[]).includes(value);

export function presentDomain(
  config: Pick<Config, 'customDomainTarget'>,
  row: { custom_domain: string | null } & DomainClaimColumns,
): PageDomain | null {
  if (!row.custom_domain || !row.custom_domain_status || !row.custom_domain_token) return null;
  return {
    name: row.custom_domain,
    status: row.custom_domain_status,
    txt_name: challengeName(row.custom_domain),
    txt_value: row.custom_domain_token,
    cname_target: config.customDomainTarget,
    verified_at: row.custom_domain_verified_at,
    checked_at: row.custom_domain_checked_at,
    failing_since: row.custom_domain_failing_since,
    error: isDomainError(row.custom_domain_error) ? row.custom_domain_error : null,
  };
}
