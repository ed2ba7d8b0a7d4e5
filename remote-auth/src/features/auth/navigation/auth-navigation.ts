import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  createElement,
  useContext,
} from 'react';

/** The address shown and the state its history entry carries. */
export type AuthLocation = { pathname: string; state: unknown };

export type AuthLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * How the sign-in screen moves. In the console it goes through the host's router (RouterNavigation); on
 * the lean sign-in page, which has no router, through the History API and full page loads
 * (HistoryNavigation), so the console's scripts load only once they are needed.
 */
export type AuthNavigation = {
  location: AuthLocation;
  /** Replaces the current history entry: its address and its state (a tab switch, the banner). */
  replace(path: string, state: unknown): void;
  /** Signed in: on to the console, where it would go next. */
  enterConsole(): void;
  /** A link to another screen. */
  Link: ComponentType<AuthLinkProps>;
};

export const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation needs RouterNavigation or HistoryNavigation around it');
  return navigation;
}

/** A link to another screen, through whichever navigation the screen runs under. */
export function AuthLink(props: AuthLinkProps) {
  const { Link } = useAuthNavigation();
  return createElement(Link, props);
}
