import type { TFunction } from 'i18next';
import { apiFetch } from '../http/api-fetch';
import { type NotifyInput, notify } from '../toasts/notify';
import { notifyLoginFailure } from './notify-login-failure';
import type { Credentials, SignInResponse } from './session-context';
import { storeTokens, storeUser } from './token-store';
import type { User } from './user';

type SignInOptions = {
  t: TFunction;
  /** Keeps the session the server answered (the provider also puts the user in its cache). */
  start(response: SignInResponse): Promise<User>;
  /** How the success toast is shown: here, or on the page a full navigation leads to next. */
  announce?(toast: NotifyInput): void;
};

/** Stores a sign-in's tokens and user where every app reads them (SPEC's storage keys). */
export function storeSignIn(response: SignInResponse): User {
  storeTokens({ accessToken: response.access_token, refreshToken: response.refresh_token });
  storeUser(response.user);
  return response.user;
}

/**
 * POST /v1/login, the session kept, then the one success toast; a failure shows the one login-failure
 * toast (the error catalogue's) and is thrown on. The console's SessionProvider and the lean sign-in
 * page both sign in through here.
 */
export async function signIn(
  { email, password }: Credentials,
  { t, start, announce = notify }: SignInOptions,
): Promise<User> {
  try {
    const response = await apiFetch<SignInResponse>('/v1/login', {
      method: 'POST',
      body: { email, password },
      auth: 'none',
    });
    const user = await start(response);
    announce({ title: t('auth.messages.loginSuccess') });
    return user;
  } catch (error) {
    notifyLoginFailure(error, t);
    throw error;
  }
}
