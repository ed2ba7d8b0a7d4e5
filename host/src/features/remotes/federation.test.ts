import { federatedRemoteLoader, REMOTE_FALLBACK_MODULE, remoteFallbackPlugin } from './federation';
import { RemoteUnavailableError } from './remote-modules';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

function errorArgs(lifecycle: ErrorArgs['lifecycle']): ErrorArgs {
  return {
    id: 'remote_statuspages/Dashboard',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
  } as ErrorArgs;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('hands module federation a fallback module only in the onLoad lifecycle', () => {
  const plugin = remoteFallbackPlugin();
  expect(plugin.errorLoadRemote?.(errorArgs('onLoad'))).toBe(REMOTE_FALLBACK_MODULE);
  expect(plugin.errorLoadRemote?.(errorArgs('afterResolve'))).toBeUndefined();
  expect(plugin.errorLoadRemote?.(errorArgs('beforeRequest'))).toBeUndefined();
});

it('reports an unregistered remote as unavailable instead of rendering nothing', async () => {
  await expect(federatedRemoteLoader('remote_settings/SettingsRoutes')).rejects.toBeInstanceOf(
    RemoteUnavailableError,
  );
});
