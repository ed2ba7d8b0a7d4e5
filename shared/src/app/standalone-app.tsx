import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useRegisterNavigate } from '../http/use-register-navigate';
import { AppProviders } from '../ui/app-providers';

function RegisterNavigate() {
  useRegisterNavigate();
  return null;
}

/** The root of an app served without the host: providers, a browser router and SPA redirects. */
export function StandaloneApp({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <RegisterNavigate />
        {children}
      </BrowserRouter>
    </AppProviders>
  );
}
