import { type Api, apiFetch } from '@statusdeck/shared';

export type RegisterInput = Api.RequestBodies['POST /v1/register'];
export type RegisterResponse = { user: { id: string; email: string } };

/** POST /v1/register — public; the server e-mails a verification link to the new address. */
export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/v1/register', { method: 'POST', body: input, auth: 'none' });
}
