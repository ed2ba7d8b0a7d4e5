import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { swrConfig } from '../http/swr-config';
import { SessionProvider } from '../session/session-provider';
import { Toaster } from '../toasts/toaster';
import { theme } from '../ui/theme';

/** AppProviders' stack with a fresh SWR cache per test. */
export function TestProviders({ children, session = true }: { children: ReactNode; session?: boolean }) {
  const content = (
    <>
      {children}
      <Toaster />
    </>
  );
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        {session ? <SessionProvider>{content}</SessionProvider> : content}
      </SWRConfig>
    </ThemeProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: { session?: boolean } = {}) {
  return render(<TestProviders session={options.session}>{ui}</TestProviders>);
}
