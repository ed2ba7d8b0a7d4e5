import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AuthLink, useAuthNavigation } from './auth-navigation';
import { HistoryNavigation } from './history-navigation';
import { RouterNavigation } from './router-navigation';

/** A screen using the interface: shows where it is, replaces its entry, leaves, links. */
function Probe() {
  const { location, replace, enterConsole } = useAuthNavigation();
  return (
    <div>
      <output data-testid="screen-location" data-state={JSON.stringify(location.state)}>
        {location.pathname}
      </output>
      <button type="button" onClick={() => replace('/auth/signup', { authNotice: 'x' })}>
        Replace
      </button>
      <button type="button" onClick={enterConsole}>
        Enter
      </button>
      <AuthLink to="/auth/request-reset">Forgot</AuthLink>
    </div>
  );
}

function RouterAddress() {
  const location = useLocation();
  return <p data-testid="router-address">{location.pathname}</p>;
}

function renderInConsole() {
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <RouterNavigation>
        <Probe />
      </RouterNavigation>
      <RouterAddress />
    </MemoryRouter>,
  );
}

/** The probe on the lean page; `load` receives the full page loads. */
function renderOnLeanPage(load: jest.Mock = jest.fn()) {
  render(
    <HistoryNavigation load={load}>
      <Probe />
    </HistoryNavigation>,
  );
  return load;
}

describe('RouterNavigation (the console)', () => {
  it('replaces the entry, enters the dashboard and follows links through the router', async () => {
    const user = userEvent.setup();
    renderInConsole();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByTestId('screen-location')).toHaveTextContent('/auth/signup'));
    expect(screen.getByTestId('screen-location').dataset.state).toBe('{"authNotice":"x"}');
    await user.click(screen.getByRole('link', { name: 'Forgot' }));
    await waitFor(() =>
      expect(screen.getByTestId('router-address')).toHaveTextContent('/auth/request-reset'),
    );
  });

  it('enters the console at the dashboard', async () => {
    const user = userEvent.setup();
    renderInConsole();
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(screen.getByTestId('router-address')).toHaveTextContent(/^\/$/));
  });
});

describe('HistoryNavigation (the lean sign-in page)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("replaces the browser's entry in the router's shape, and links are plain links", async () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 3 }, '', '/auth');
    const user = userEvent.setup();
    renderOnLeanPage();
    expect(screen.getByTestId('screen-location')).toHaveTextContent('/auth');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByTestId('screen-location')).toHaveTextContent('/auth/signup');
    expect(window.location.pathname).toBe('/auth/signup');
    expect(window.history.state).toEqual({ usr: { authNotice: 'x' }, key: 'k1', idx: 3 });
    expect(screen.getByRole('link', { name: 'Forgot' })).toHaveAttribute('href', '/auth/request-reset');
  });

  it('reads the banner a reloaded entry carries', () => {
    window.history.replaceState({ usr: { authNotice: 'kept' } }, '', '/auth');
    renderOnLeanPage();
    expect(screen.getByTestId('screen-location').dataset.state).toBe('{"authNotice":"kept"}');
  });

  it.each([
    [
      'with the address the guard saved',
      { usr: { from: { pathname: '/statuspages', search: '?q=1', hash: '' } } },
    ],
    ['without one', null],
  ])(
    'enters the console at / (SPEC: after a successful login the browser goes to /), %s',
    async (_, state) => {
      window.history.replaceState(state, '', '/auth');
      const load = renderOnLeanPage();
      const user = userEvent.setup();
      await act(async () => {
        await user.click(screen.getByRole('button', { name: 'Enter' }));
      });
      expect(load).toHaveBeenCalledWith('/');
    },
  );
});
