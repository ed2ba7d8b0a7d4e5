import { apiFetch } from '@statusdeck/shared';

/** `already_verified`: the link was used before and the account is verified — nothing left but to sign in. */
export type VerifyEmailResponse = { verified: true; already_verified: boolean };

/** POST /v1/users/verify-email — public; a token is single use, so callers must not send it twice. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiFetch<VerifyEmailResponse>('/v1/users/verify-email', {
    method: 'POST',
    body: { token },
    auth: 'none',
  });
}
