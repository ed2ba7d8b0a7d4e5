import { paths } from '@statusdeck/shared';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  type AuthLinkProps,
  type AuthLocation,
  type AuthNavigation,
  AuthNavigationContext,
} from './auth-navigation';

/**
 * History entries are kept in react-router's shape (`{ usr, key, idx }`, the app's state in `usr`), so
 * what one side stored the other reads: the banner of a reloaded entry.
 */
type EntryState = { usr?: unknown; [field: string]: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function entryState(): EntryState {
  const state: unknown = window.history.state;
  return isRecord(state) ? state : {};
}

/** A plain link: the other screens are the console's, loaded by a full navigation. */
function PlainLink({ to, ...rest }: AuthLinkProps) {
  return <a href={to} {...rest} />;
}

/** A full page load of `address`, leaving the sign-in page out of the back history. */
export type PageLoad = (address: string) => void;

export const loadPage: PageLoad = (address) => window.location.replace(address);

/** The sign-in screen on the lean page (no router): the History API in place, full loads to leave. */
export function HistoryNavigation({ children, load = loadPage }: { children: ReactNode; load?: PageLoad }) {
  const [location, setLocation] = useState<AuthLocation>(() => ({
    pathname: window.location.pathname,
    state: entryState().usr ?? null,
  }));
  const replace = useCallback((path: string, state: unknown) => {
    window.history.replaceState({ ...entryState(), usr: state }, '', path);
    setLocation({ pathname: path, state });
  }, []);
  // SPEC §3: after a successful login the browser goes to /, as the console's own screen does.
  const enterConsole = useCallback(() => load(paths.dashboard()), [load]);
  const value = useMemo<AuthNavigation>(
    () => ({ location, replace, enterConsole, Link: PlainLink }),
    [location, replace, enterConsole],
  );
  return <AuthNavigationContext.Provider value={value}>{children}</AuthNavigationContext.Provider>;
}
