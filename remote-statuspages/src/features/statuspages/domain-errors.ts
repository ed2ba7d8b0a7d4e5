import { ApiError, DOMAIN_ERROR_KEYS } from '@statusdeck/shared';
import { validationDetails } from '@statusdeck/shared/forms';
import { isDomainError, refusalCode } from '../../api/page-access-types';

/** Why "Verify now" did not verify: a look-up's failure, or a domain the product keeps for itself (400). */
export type VerifyRefusal = keyof typeof DOMAIN_ERROR_KEYS;

/** What each refusal means and what to do about it, in the user's language (key per code). */
export const REFUSAL_KEYS: Record<VerifyRefusal, string> = DOMAIN_ERROR_KEYS;

/**
 * Why "Verify now" did not verify: 422 `domain_not_verified` names the reason in `details[0].code`; a
 * 400 detail `domain_reserved` says the domain is the product's own. Undefined for any other failure
 * (a code this console does not know yet included).
 */
export function verifyRefusal(error: unknown): VerifyRefusal | undefined {
  if (validationDetails(error).some((detail) => detail.code === 'domain_reserved')) return 'domain_reserved';
  if (!(error instanceof ApiError) || error.status !== 422 || refusalCode(error) !== 'domain_not_verified') {
    return undefined;
  }
  const body = error.body;
  const details =
    typeof body === 'object' && body !== null && 'details' in body && Array.isArray(body.details)
      ? (body.details as unknown[])
      : [];
  const [first] = details;
  const code = typeof first === 'object' && first !== null && 'code' in first ? first.code : undefined;
  return isDomainError(code) ? code : undefined;
}

/** A verified domain stops routing this long after its record went missing. */
export const FAILING_GRACE_MS = 72 * 60 * 60_000;
