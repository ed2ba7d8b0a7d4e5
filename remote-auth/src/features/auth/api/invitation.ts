import { type Api, apiFetch } from '@statusdeck/shared';

export type PublicInvitation = Api.PublicInvitation;
export type AcceptedInvitation = { user: Api.User; access_token: string; refresh_token: string };

/** GET /v1/public/invitations/{token} — public; 400 invalid_token for an unknown, used or expired link. */
export function getInvitation(token: string): Promise<PublicInvitation> {
  return apiFetch<PublicInvitation>(`/v1/public/invitations/${encodeURIComponent(token)}`, { auth: 'none' });
}

/**
 * POST /v1/public/invitations/accept — public; joins the organisation (a new account with this password,
 * or the existing account whose password it is) and answers like POST /v1/login.
 */
export function acceptInvitation(
  input: Api.RequestBodies['POST /v1/public/invitations/accept'],
): Promise<AcceptedInvitation> {
  return apiFetch<AcceptedInvitation>('/v1/public/invitations/accept', {
    method: 'POST',
    body: input,
    auth: 'none',
  });
}
