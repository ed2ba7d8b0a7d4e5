import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { fakeRemoteLoader } from '../../../testing/fake-remotes';
import { renderHost } from '../../../testing/render-host';
import type { RemoteLoader } from '../remote-modules';

beforeEach(() => {
  localStorage.clear();
  storeSignedInUser('jane@example.com');
  serveApi();
  // React reports the caught load error; the panel is what the user sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows a translated unavailable panel when a remote cannot be reached, and the layout keeps working', async () => {
  const { user } = renderHost('/', fakeRemoteLoader(['remote_statuspages/Dashboard']));
  const panel = await screen.findByTestId('remote-unavailable');
  expect(panel).toHaveAttribute('role', 'alert');
  expect(within(panel).getByText('This section is unavailable')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
  expect(await screen.findByTestId('remote')).toHaveAttribute(
    'data-module',
    'remote_settings/SettingsRoutes',
  );
});

it('loads the remote again on Retry and shows it once it answers', async () => {
  let reachable = false;
  const fallback = fakeRemoteLoader();
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (id) => {
    if (!reachable) throw new Error('connection refused');
    return fallback(id);
  });
  const { user } = renderHost('/', loader);
  await screen.findByTestId('remote-unavailable');
  expect(loader).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);

  reachable = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('remote')).toHaveAttribute('data-module', 'remote_statuspages/Dashboard');
  expect(loader).toHaveBeenCalledTimes(3);
  expect(screen.queryByTestId('remote-unavailable')).not.toBeInTheDocument();
});

it('loads a remote once and reuses it when the user comes back to its route', async () => {
  const loader = fakeRemoteLoader();
  const { user } = renderHost('/', loader);
  await screen.findByTestId('remote');
  await user.click(screen.getByRole('link', { name: 'Status pages' }));
  expect(await screen.findByTestId('remote')).toHaveAttribute(
    'data-module',
    'remote_statuspages/StatusPagesRoutes',
  );
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByTestId('remote')).toHaveAttribute('data-module', 'remote_statuspages/Dashboard');
  expect(loader.mock.calls.filter(([id]) => id === 'remote_statuspages/Dashboard')).toHaveLength(1);
});

it('contains a remote that throws while rendering to its own section', async () => {
  const loader: RemoteLoader = async () => ({
    default: () => {
      throw new Error('render failure');
    },
  });
  renderHost('/', loader);
  expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});
