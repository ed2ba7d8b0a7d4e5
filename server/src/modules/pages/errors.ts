import { isUniqueViolation } from '../../db/db';
import { type AppError, fail, invalidField } from '../../lib/errors';

export const slugTaken = () =>
  fail('slug_taken', undefined, [{ field: 'slug', code: 'slug_taken', message: 'slug is already taken' }]);

/** Another organisation's page used this address recently; who is not said. */
export const slugReserved = () =>
  fail('slug_reserved', undefined, [{ field: 'slug', code: 'slug_reserved', message: 'slug is reserved' }]);

export const slugReservedWord = () => invalidField('slug', 'reserved_word', 'slug is a reserved word');

/** The product's own host, PAGES_DOMAIN or a subdomain of either (domains/reserved.ts). */
export const domainReserved = () =>
  invalidField('custom_domain', 'domain_reserved', "custom_domain is this service's own address or under it");

/** Another page proved the same domain at the same moment: the verified-domain index refused this one. */
export const customDomainTaken = () =>
  fail('custom_domain_taken', undefined, [
    { field: 'custom_domain', code: 'custom_domain_taken', message: 'custom_domain is already taken' },
  ]);

/** A rule a JSON schema cannot state (the IANA time zone list), reported like schema validation. */
export const invalidValue = (field: string, message: string) =>
  invalidField(field, 'invalid_value', `${field} ${message}`);

/**
 * The pre-checks answer almost every conflict; this covers the race where another request took the slug or
 * the domain between the check and the write (PostgreSQL names the unique constraint that refused it).
 */
export function uniqueConflictOf(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  if (constraint === 'pages_slug_key') return slugTaken();
  if (constraint === 'pages_verified_domain_key') return customDomainTaken();
  return null;
}
