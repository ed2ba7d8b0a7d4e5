import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { TestProviders } from './render';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * `ui` at `path` inside AppProviders' stack (fresh SWR cache, session, toaster) and a
 * MemoryRouter, with the current path in `data-testid="location"`.
 */
export function renderInRouter(path: string, ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
  return { user, ...view };
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
