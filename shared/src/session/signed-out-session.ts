import type { TFunction } from 'i18next';
import type { NotifyInput } from '../toasts/notify';
import type { SessionValue, SignInResponse } from './session-context';
import { signIn, storeSignIn } from './sign-in';
import { clearStoredSession } from './token-store';

/**
 * The session of a page without the console's SessionProvider (the lean sign-in page): nobody is signed in
 * there; signing in stores the session where the console it then loads reads it (SPEC's storage keys).
 */
export function signedOutSession(t: TFunction, announce: (toast: NotifyInput) => void): SessionValue {
  const start = async (response: SignInResponse) => storeSignIn(response);
  return {
    status: 'signedOut',
    user: null,
    login: (credentials) => signIn(credentials, { t, start, announce }),
    startSession: start,
    logout: async () => clearStoredSession(),
  };
}
