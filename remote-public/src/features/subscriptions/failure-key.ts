import type { PublicFailure } from '@statusdeck/shared/public-site';

/** The translation key that explains a failed call to a visitor, by cause. */
export function failureKey(failure: PublicFailure): string {
  const field = failure.details[0]?.field ?? '';
  const missing = failure.details[0]?.code === 'required';
  if (failure.status === 0) return 'public.subscriptions.errors.network';
  if (failure.code === 'pending_limit_reached') return 'public.subscriptions.errors.pendingLimit';
  if (failure.status === 429) return 'public.subscriptions.errors.tooManyRequests';
  if (failure.code === 'subscriptions_disabled') return 'public.subscriptions.errors.disabled';
  if (failure.status === 402) return 'public.subscriptions.errors.planLimit';
  if (failure.status === 404) return 'public.subscriptions.errors.pageNotFound';
  if (failure.code === 'token_expired') return 'public.subscriptions.errors.expired';
  if (failure.code === 'invalid_token') return 'public.subscriptions.errors.invalidToken';
  if (failure.code === 'subscription_ended') return 'public.subscriptions.errors.subscriptionEnded';
  // A form posted without JavaScript is checked by the server only: an empty address, no component chosen.
  if (failure.status === 400 && field === 'email' && missing)
    return 'public.subscriptions.errors.emailRequired';
  if (failure.status === 400 && field === 'component_ids' && missing) {
    return 'public.subscriptions.errors.chooseComponent';
  }
  if (failure.status === 400 && field === 'endpoint' && missing)
    return 'public.subscriptions.errors.endpointRequired';
  if (failure.status === 400 && field.includes('endpoint'))
    return 'public.subscriptions.errors.invalidEndpoint';
  if (failure.status === 400 && field.includes('email')) return 'public.subscriptions.errors.invalidEmail';
  if (failure.status === 400 && field.includes('component_ids')) {
    return 'public.subscriptions.errors.invalidComponents';
  }
  return 'public.subscriptions.errors.generic';
}

type Translate = (key: string, options?: { count?: number }) => string;

/**
 * The text that explains a failed call: failureKey's, except that a rate limit which said how long it
 * lasts (Retry-After) says roughly when to try again, in whole minutes.
 */
export function failureText(failure: PublicFailure, t: Translate): string {
  const key = failureKey(failure);
  if (key !== 'public.subscriptions.errors.tooManyRequests' || !failure.retryAfterSeconds) return t(key);
  const minutes = Math.max(1, Math.ceil(failure.retryAfterSeconds / 60));
  return t('public.subscriptions.errors.tooManyRequestsIn', { count: minutes });
}

/** A webhook endpoint must be an https URL (the server also refuses private addresses). */
export function looksLikeHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A deliberately loose check (the server decides): something@something.tld without spaces. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
