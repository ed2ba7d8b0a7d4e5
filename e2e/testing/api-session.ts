// Calls the API as a signed-in user, for what a test arranges or checks around the screens
// (seeding a page a viewer looks at, a create the UI would not send).
import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './accounts';

export type ApiUser = { headers: { authorization: string } };

export async function apiSignIn(request: APIRequestContext, email: string): Promise<ApiUser> {
  const response = await request.post('/v1/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { headers: { authorization: `Bearer ${token}` } };
}

/** POSTs `data` as `user` and returns the created row (asserting 201). */
export async function apiCreate<T>(
  request: APIRequestContext,
  user: ApiUser,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(path, { headers: user.headers, data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}
