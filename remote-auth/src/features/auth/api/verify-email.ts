import { apiFetch } from '@statusdeck/shared';

export type VerifyEmailResponse = { verified: true };

/** POST /v1/users/verify-email — public; a token is single use, so callers must not send it twice. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiFetch<VerifyEmailResponse>('/v1/users/verify-email', {
    method: 'POST',
    body: { token },
    auth: 'none',
  });
}
