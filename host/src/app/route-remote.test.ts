import { REMOTE_MODULES } from '../features/remotes/remote-modules';
import { remoteOfRoute } from './route-remote';

it('names the screen the routing table mounts, for the visitor the guards let through', () => {
  expect(remoteOfRoute('/', true)).toBe(REMOTE_MODULES.dashboard);
  expect(remoteOfRoute('/statuspages/42', true)).toBe(REMOTE_MODULES.statusPagesRoutes);
  expect(remoteOfRoute('/settings/users', true)).toBe(REMOTE_MODULES.settingsRoutes);
  expect(remoteOfRoute('/auth', false)).toBe(REMOTE_MODULES.authScreen);
  expect(remoteOfRoute('/auth/signup', false)).toBe(REMOTE_MODULES.authScreen);
  expect(remoteOfRoute('/auth/request-reset', true)).toBe(REMOTE_MODULES.requestResetScreen);
});

it('names nothing where a guard sends the visitor elsewhere, or no remote is mounted', () => {
  expect(remoteOfRoute('/', false)).toBeNull();
  expect(remoteOfRoute('/statuspages/42', false)).toBeNull();
  expect(remoteOfRoute('/auth', true)).toBeNull();
  expect(remoteOfRoute('/no/such/page', true)).toBeNull();
});
