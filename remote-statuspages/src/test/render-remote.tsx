import { SessionProvider, swrConfig, Toaster, theme } from '@statusdeck/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import en from '../../../locales/en/translation.json';

/** The real English strings, in memory, so tests assert what a user reads. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** A signed-in session as a login leaves it (team brief STORAGE_KEYS). */
export function storeSignedInUser(email: string): void {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 900;
  localStorage.setItem('access_token', `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.sig`);
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('current_user', JSON.stringify({ id: 'u1', email }));
}

/** Renders `element` at `path` the way the host mounts it, with a fresh SWR cache. */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </SessionProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { user, ...view };
}
