import { apiFetch } from '@statusdeck/shared';

/** POST /v1/users/request-password-reset — public; answers 202 whether or not the account exists. */
export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/v1/users/request-password-reset', {
    method: 'POST',
    body: { email },
    auth: 'none',
  });
}
