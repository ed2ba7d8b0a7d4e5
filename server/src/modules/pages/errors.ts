import { isUniqueViolation } from '../../db/db';
import { AppError } from '../../lib/errors';

export const slugTaken = () =>
  new AppError(409, 'slug_taken', 'This address is already used by another status page', [
    { field: 'slug', code: 'slug_taken', message: 'slug is already taken' },
  ]);

/** Another organisation's page used this address recently; who is not said. */
export const slugReserved = () =>
  new AppError(
    409,
    'slug_reserved',
    'This address belonged to another status page until recently and is reserved for now',
    [{ field: 'slug', code: 'slug_reserved', message: 'slug is reserved' }],
  );

export const slugReservedWord = () =>
  new AppError(400, 'validation_failed', 'The request is invalid', [
    { field: 'slug', code: 'reserved_word', message: 'slug is a reserved word' },
  ]);

export const customDomainTaken = () =>
  new AppError(409, 'custom_domain_taken', 'This domain is already used by another status page', [
    { field: 'custom_domain', code: 'custom_domain_taken', message: 'custom_domain is already taken' },
  ]);

/** A rule a JSON schema cannot state (the IANA time zone list), reported like schema validation. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'validation_failed', 'The request is invalid', [
    { field, code: 'invalid_value', message: `${field} ${message}` },
  ]);

/**
 * The pre-checks answer almost every conflict; this covers the race where another request took the slug or
 * the domain between the check and the write (PostgreSQL names the unique constraint that refused it).
 */
export function uniqueConflictOf(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  if (constraint === 'pages_slug_key') return slugTaken();
  if (constraint === 'pages_custom_domain_key') return customDomainTaken();
  return null;
}
