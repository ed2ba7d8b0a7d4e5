import { AppProviders } from '@statusdeck/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { toast } from 'react-hot-toast';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import { authRoutes } from '../app/auth-routes';

/** The real strings, in English unless a test switches language, so tests read what a user reads. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
  });
}

function LocationProbe() {
  const location = useLocation();
  // The history entry's state too: a reload starts again from both (see `renderApp`).
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/**
 * Renders the auth screens under the same paths the host mounts them at, then lets the
 * session provider finish reading the stored session so its update lands inside act().
 */
export async function renderApp(path: string, options: { strict?: boolean; state?: unknown } = {}) {
  // react-hot-toast keeps toasts in a module-level store that outlives each test's render.
  toast.remove();
  const user = userEvent.setup();
  const tree = (
    <AppProviders>
      <MemoryRouter initialEntries={[{ pathname: path, state: options.state ?? null }]}>
        <Routes>
          <Route path="/" element={<h1>Dashboard</h1>} />
          {authRoutes}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  await act(async () => undefined);
  return { user, ...view };
}

/** The state of the current history entry, as a reload would find it. */
export function historyState(): unknown {
  return JSON.parse(screen.getByTestId('location').dataset.state ?? 'null');
}

/** React Router commits navigations in a transition, so the address is awaited, not read at once. */
export async function expectPath(path: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}
