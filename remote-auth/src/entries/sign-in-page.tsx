/**
 * The lean sign-in page (no router, no federation runtime): what `/auth`, `/auth/signin` and `/auth/signup`
 * load instead of the console's scripts when the server sends its copy of the screen. The same screen
 * (AuthScreenContent) with the history navigation, the same session storage, API calls, toasts and
 * banners; once signed in it hands over to the console with a full navigation (HistoryNavigation).
 */
import {
  configureApi,
  GlobalStyle,
  initI18nWithStrings,
  loadAppConfig,
  notifyOnNextPage,
  paths,
  SessionContext,
  STORAGE_KEYS,
  signedOutSession,
  Toaster,
  theme,
} from '@statusdeck/shared';
import { ReleaseSignInShell } from '@statusdeck/shared/release-sign-in-shell';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { AuthScreenContent, type AuthTab } from '../features/auth/components/auth-screen-content';
import { HistoryNavigation, loadPage, type PageLoad } from '../features/auth/navigation/history-navigation';
import type { SignInStrings } from './sign-in-strings';

/** The tab an address opens on (SPEC: /auth/signup the register tab, the others login). */
export function tabOfPath(pathname: string): AuthTab {
  return pathname.replace(/\/+$/, '') === paths.signUp() ? 'register' : 'login';
}

/** The page's tree: the console's providers it needs (theme, session, toasts), the screen, the shell's release. */
export function SignInPage({ tab, load = loadPage }: { tab: AuthTab; load?: PageLoad }) {
  const { t } = useTranslation();
  // The success toast is shown by the console this page loads next.
  const session = useMemo(() => signedOutSession(t, notifyOnNextPage), [t]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SessionContext.Provider value={session}>
        <HistoryNavigation load={load}>
          <AuthScreenContent initialTab={tab} />
          <ReleaseSignInShell />
        </HistoryNavigation>
        <Toaster />
      </SessionContext.Provider>
    </ThemeProvider>
  );
}

/**
 * Starts the page: a visitor with a stored session goes on to the console at once, as the console's own
 * /auth would send them; anyone else gets the screen, which then takes over from the server's copy.
 */
export async function startSignInPage(strings: SignInStrings, load: PageLoad = loadPage): Promise<void> {
  if (localStorage.getItem(STORAGE_KEYS.accessToken) !== null) {
    load(paths.dashboard());
    return;
  }
  const config = await loadAppConfig();
  configureApi({ baseUrl: config.apiBase });
  await initI18nWithStrings(strings);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(<SignInPage tab={tabOfPath(window.location.pathname)} load={load} />);
}
