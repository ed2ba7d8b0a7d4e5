import { type Api, apiFetch } from '@statusdeck/shared';

/** POST /v1/users/reset-password — public; 204 on success, 400 invalid_token for an unknown, used or expired link. */
export async function resetPassword(
  input: Api.RequestBodies['POST /v1/users/reset-password'],
): Promise<void> {
  await apiFetch<unknown>('/v1/users/reset-password', { method: 'POST', body: input, auth: 'none' });
}
