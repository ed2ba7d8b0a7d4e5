import { SessionProvider, swrConfig, Toaster, theme } from '@statusdeck/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { AppContent } from '../app/app';
import { startI18n } from '../app/use-i18n-ready';
import type { RemoteLoader } from '../features/remotes/remote-modules';
import { fakeRemoteLoader } from './fake-remotes';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** The host as the browser gets it, under a MemoryRouter, with a fresh SWR cache per test. */
export function renderHost(path: string, loader: RemoteLoader = fakeRemoteLoader()) {
  // react-hot-toast keeps toasts in a module-level store that outlives each render.
  toast.remove();
  void startI18n();
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppContent loader={loader} />
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { user, ...view };
}
