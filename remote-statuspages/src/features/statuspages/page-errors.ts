import { ApiError } from '@statusdeck/shared';

/** 409 slug_taken belongs to the address field, in the user's language. */
export function slugFieldErrors(error: unknown): Record<string, string> | undefined {
  if (error instanceof ApiError && error.status === 409 && error.code === 'slug_taken') {
    return { slug: 'statuspages.validation.slugTaken' };
  }
  return undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
