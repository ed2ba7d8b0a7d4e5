import { ApiError } from '@statusdeck/shared';

/** The 409s that belong to a field (an address or domain another page holds), in the user's language. */
export function conflictFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  if (error.code === 'slug_taken') return { slug: 'statuspages.validation.slugTaken' };
  if (error.code === 'custom_domain_taken') return { custom_domain: 'statuspages.validation.domainTaken' };
  return undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
