import { AppProviders, releaseConsoleShell, useRegisterNavigate } from '@statusdeck/shared';
import { forgetEarlyReads } from '@statusdeck/shared/early';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { TooltipProvider } from '../components/tooltip';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import type { RemoteLoader } from '../features/remotes/remote-modules';
import { AppRoutes } from './app-routes';
import { useI18nReady } from './use-i18n-ready';

/**
 * The reads the early script started are for the screen the page opened with: once the visitor is
 * elsewhere, whatever that screen did not take is not handed to a later screen. Nor does the server's copy
 * of that screen stay (the sign-in screen after a session found invalid, a link followed meanwhile).
 */
function useEarlyReadsForOpeningScreen() {
  const { pathname } = useLocation();
  const opening = useRef(pathname);
  useEffect(() => {
    if (pathname === opening.current) return;
    forgetEarlyReads();
    releaseConsoleShell();
  }, [pathname]);
}

/** Everything inside the router; tests render it under a MemoryRouter with a fake loader. */
export function AppContent({ loader }: { loader: RemoteLoader }) {
  useRegisterNavigate();
  useEarlyReadsForOpeningScreen();
  const i18nReady = useI18nReady();
  if (!i18nReady) return <FullPageSpinner />;
  return (
    <RemoteLoaderProvider loader={loader}>
      <TooltipProvider>
        <AppRoutes />
      </TooltipProvider>
    </RemoteLoaderProvider>
  );
}

export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppContent loader={loader} />
      </BrowserRouter>
    </AppProviders>
  );
}
