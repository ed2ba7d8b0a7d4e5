import { serveApi, storeSignedInUser, storeTokensWithoutUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { fakeRemoteLoader } from '../testing/fake-remotes';
import { renderHost } from '../testing/render-host';

beforeEach(() => {
  localStorage.clear();
  serveApi();
});

async function remoteShown() {
  return screen.findByTestId('remote');
}

describe('signed-out visitor', () => {
  it('is sent from the dashboard to /auth, which opens the auth screen on the login tab', async () => {
    renderHost('/');
    const remote = await remoteShown();
    expect(remote).toHaveAttribute('data-module', 'remote_auth/AuthScreen');
    expect(remote).toHaveTextContent('"initialTab":"login"');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });

  it('is sent from a status page route to /auth as well', async () => {
    renderHost('/statuspages/42/incidents');
    await remoteShown();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });

  it('gets the register tab on /auth/signup', async () => {
    renderHost('/auth/signup');
    expect(await remoteShown()).toHaveTextContent('"initialTab":"register"');
  });

  it('opens the public page without signing in', async () => {
    renderHost('/public-page/incident/7');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_public/PublicRoutes');
  });

  it('gets the token screens at /reset-password/:token and /activate/:token', async () => {
    const { unmount } = renderHost('/reset-password/abc');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_auth/ResetPasswordScreen');
    unmount();
    renderHost('/activate/abc');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_auth/ActivateScreen');
  });

  it('gets the invitation screen at /auth/invitation/:token', async () => {
    renderHost('/auth/invitation/abc');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_auth/InvitationScreen');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/invitation\/abc$/);
  });
});

describe('while the session loads', () => {
  it('shows a spinner instead of the dashboard', async () => {
    storeTokensWithoutUser();
    // GET /v1/users/me never answers, so the session stays 'loading'.
    serveApi((call) => (call.url.endsWith('/v1/users/me') ? new Promise(() => undefined) : undefined));
    const loader = fakeRemoteLoader();
    renderHost('/', loader);
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('signed-in user', () => {
  beforeEach(() => storeSignedInUser('jane@example.com'));

  it('sees the dashboard remote inside the signed-in layout at /', async () => {
    renderHost('/');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_statuspages/Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Status pages' })).toHaveAttribute('href', '/statuspages');
  });

  it.each(['/auth', '/auth/signin', '/auth/signup'])('is sent from %s to /', async (path) => {
    renderHost(path);
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_statuspages/Dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('can still request a password reset at /auth/request-reset', async () => {
    renderHost('/auth/request-reset');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_auth/RequestResetScreen');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/request-reset$/);
  });

  it('reaches the status pages and settings remotes under their prefixes', async () => {
    const { unmount } = renderHost('/statuspages/1/components/add');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_statuspages/StatusPagesRoutes');
    unmount();
    renderHost('/settings/subscription/plans');
    expect(await remoteShown()).toHaveAttribute('data-module', 'remote_settings/SettingsRoutes');
  });
});

describe('unknown paths', () => {
  it('show the not-found screen with 404, a title, a picture, a description and a link home', async () => {
    renderHost('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A browser window with a puzzled face' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });
});
