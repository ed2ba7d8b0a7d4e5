import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { readPaths } from '../api/read-paths';
import { apiFetch } from '../http/api-fetch';
import { navigateTo } from '../http/navigation';
import { sendRequest } from '../http/send-request';
import { paths } from '../routes/paths';
import { notify } from '../toasts/notify';
import { loadCurrentUser } from './load-current-user';
import { type Credentials, SessionContext, type SessionValue, type SignInResponse } from './session-context';
import { onForbidden, onSessionEnded } from './session-events';
import { signIn, storeSignIn } from './sign-in';
import { CURRENT_USER_KEY } from './storage-keys';
import { clearStoredSession, getAccessToken, getRefreshToken, storeUser } from './token-store';
import { useRenewalSchedule } from './use-renewal-schedule';
import { useTabSync } from './use-tab-sync';
import { isUser, type SessionStatus, type User } from './user';

/** Where the current user's role is read from the server (screens' permission hooks use this key). */
export const ME_KEY = readPaths.me;

const currentUserOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/** Owns the session: status, current user, login, logout, renewal, tab sync. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { mutate: mutateCache } = useSWRConfig();
  const { data: user, mutate: setUser } = useSWR<User | null>(
    CURRENT_USER_KEY,
    loadCurrentUser,
    currentUserOptions,
  );
  const status: SessionStatus = user === undefined ? 'loading' : user ? 'signedIn' : 'signedOut';

  const emptyCache = useCallback(async () => {
    await mutateCache(() => true, undefined, { revalidate: false });
    await setUser(null, { revalidate: false });
  }, [mutateCache, setUser]);

  // A session ended outside React (failed refresh) leaves no signed-in data behind, as logout does.
  useEffect(() => onSessionEnded(() => void emptyCache()), [emptyCache]);
  const onSignedIn = useCallback(
    (signedIn: User) => void setUser(signedIn, { revalidate: false }),
    [setUser],
  );
  useTabSync({ onSignedOut: emptyCache, onSignedIn });

  // A 403 `forbidden` means the role read earlier may be stale (the owner demoted this user):
  // ask the server who we are once and put the answer where every role check reads it, so
  // write controls disappear without a reload. Calls failing together share one refetch.
  useEffect(() => {
    let inFlight = false;
    return onForbidden(() => {
      if (inFlight || !getAccessToken()) return;
      inFlight = true;
      apiFetch<unknown>(ME_KEY, { nullOn401: true })
        .then(async (me) => {
          if (!isUser(me)) return;
          storeUser(me);
          await setUser(me, { revalidate: false });
          await mutateCache(ME_KEY, me, { revalidate: false });
        })
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    });
  }, [mutateCache, setUser]);
  useRenewalSchedule(status === 'signedIn');

  const startSession = useCallback(
    async (response: SignInResponse) => {
      const signedIn = storeSignIn(response);
      await setUser(signedIn, { revalidate: false });
      return signedIn;
    },
    [setUser],
  );

  const login = useCallback(
    (credentials: Credentials) => signIn(credentials, { t, start: startSession }),
    [startSession, t],
  );

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) {
      // Best effort: the server revokes the token family; the local sign-out happens regardless.
      sendRequest('/v1/logout', { method: 'POST', bearer: refreshToken }).catch(() => undefined);
    }
    clearStoredSession();
    await emptyCache();
    notify({ title: t('auth.messages.logoutSuccess') });
    navigateTo(paths.auth());
  }, [emptyCache, t]);

  const value = useMemo<SessionValue>(
    () => ({ status, user: user ?? null, login, startSession, logout }),
    [status, user, login, startSession, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
