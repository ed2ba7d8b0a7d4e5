import { apiFetch } from '@statusdeck/shared';

/** POST /v1/users/resend-verification — public; answers 202 whether or not the account exists. */
export function resendVerification(email: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/v1/users/resend-verification', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
}
