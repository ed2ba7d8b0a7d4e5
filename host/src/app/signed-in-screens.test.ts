import { remoteOfRoute } from './route-remote';
import { SIGNED_IN_SCREENS, signedInRemoteOf } from './signed-in-screens';

const PATHS = [
  '/',
  '/statuspages',
  '/statuspages/42',
  '/statuspages/42/incidents/7',
  '/settings',
  '/settings/users',
];

it("names each signed-in screen's remote as the routing table mounts it", () => {
  for (const pathname of PATHS) {
    expect([pathname, signedInRemoteOf(pathname)]).toEqual([pathname, remoteOfRoute(pathname, true)]);
  }
  expect(new Set(PATHS.map(signedInRemoteOf))).toEqual(
    new Set(SIGNED_IN_SCREENS.map((screen) => screen.remote)),
  );
});

it('names nothing outside the signed-in layout', () => {
  for (const pathname of ['/auth', '/auth/signup', '/public-page', '/activate/abc', '/no/such/page']) {
    expect([pathname, signedInRemoteOf(pathname)]).toEqual([pathname, null]);
  }
});
