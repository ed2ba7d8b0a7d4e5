import { theme } from '@statusdeck/shared';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
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

/** Renders `element` under `prefix/*` at `path`, the way the host mounts a remote's routes. */
export function renderAt(path: string, prefix: string, element: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`${prefix}/*`} element={element} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
