import { type Api, apiFetch } from '@statusdeck/shared';

export type PasswordChange = Api.RequestBodies['POST /v1/users/change-password'];

/** 401 invalid_password (the server's message is thrown, so the form shows its words) when the current one is wrong. */
export function changePassword(input: PasswordChange): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/v1/users/change-password', { method: 'POST', body: input });
}

/** Ends every other session of the user; this one stays. */
export function signOutOthers(): Promise<{ revoked: number }> {
  return apiFetch<{ revoked: number }>('/v1/users/sign-out-others', { method: 'POST' });
}
