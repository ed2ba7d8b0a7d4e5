import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { swrConfig } from '../http/swr-config';
import { SessionProvider } from '../session/session-provider';
import { Toaster } from '../toasts/toaster';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Everything an app root needs except the Router (the host owns routing). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <SessionProvider>
          {children}
          <Toaster />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
