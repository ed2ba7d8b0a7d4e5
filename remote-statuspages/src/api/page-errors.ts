import { ApiError } from '@statusdeck/shared';
import { validationDetails } from '@statusdeck/shared/forms';

/**
 * The refusals that belong to a field, in the user's language: an address or domain another page holds
 * (409), an address another organisation released recently (409 slug_reserved), a product word the
 * server never takes as an address (400 detail `reserved_word`, which has no generic wording), and the
 * product's own host or PAGES_DOMAIN as a custom domain (400 detail `domain_reserved`).
 */
export function conflictFieldErrors(error: unknown): Record<string, string> | undefined {
  const details = validationDetails(error);
  if (details.some((detail) => detail.field === 'slug' && detail.code === 'reserved_word')) {
    return { slug: 'statuspages.validation.slugReservedWord' };
  }
  if (details.some((detail) => detail.field === 'custom_domain' && detail.code === 'domain_reserved')) {
    return { custom_domain: 'statuspages.domain.errors.domain_reserved' };
  }
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (error.code === 'slug_taken') return { slug: 'statuspages.validation.slugTaken' };
  if (error.code === 'slug_reserved') return { slug: 'statuspages.validation.slugReserved' };
  if (error.code === 'custom_domain_taken') return { custom_domain: 'statuspages.validation.domainTaken' };
  return undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
