import { paths } from '@statusdeck/shared';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { type AuthNavigation, AuthNavigationContext } from './auth-navigation';

/** The sign-in screen inside the console: the host's router moves it, in the app. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const replace = useCallback(
    (path: string, next: unknown) => navigate(path, { replace: true, state: next }),
    [navigate],
  );
  // The host also leaves /auth once signed in; replace keeps the form out of the back history.
  const enterConsole = useCallback(() => navigate(paths.dashboard(), { replace: true }), [navigate]);
  const value = useMemo<AuthNavigation>(
    () => ({ location: { pathname, state }, replace, enterConsole, Link }),
    [pathname, state, replace, enterConsole],
  );
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}
