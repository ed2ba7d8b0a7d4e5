import { mountPatterns, NotFoundScreen, routePatterns } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import { SignedInLayout } from '../features/layout/components/signed-in-layout';
import { RemoteSlot } from '../features/remotes/components/remote-slot';
import { REMOTE_MODULES } from '../features/remotes/remote-modules';
import { RedirectSignedIn, RequireSession } from './route-guards';
import { SIGNED_IN_SCREENS } from './signed-in-screens';

const loginTab = { initialTab: 'login' };
const registerTab = { initialTab: 'register' };

export function AppRoutes() {
  return (
    <Routes>
      <Route path={mountPatterns.publicPage} element={<RemoteSlot id={REMOTE_MODULES.publicRoutes} />} />
      <Route element={<RedirectSignedIn />}>
        <Route
          path={routePatterns.auth}
          element={<RemoteSlot id={REMOTE_MODULES.authScreen} props={loginTab} />}
        />
        <Route
          path={routePatterns.signIn}
          element={<RemoteSlot id={REMOTE_MODULES.authScreen} props={loginTab} />}
        />
        <Route
          path={routePatterns.signUp}
          element={<RemoteSlot id={REMOTE_MODULES.authScreen} props={registerTab} />}
        />
      </Route>
      {/* Not behind RedirectSignedIn: only /auth, /auth/signin and /auth/signup send a signed-in user home. */}
      <Route
        path={routePatterns.requestReset}
        element={<RemoteSlot id={REMOTE_MODULES.requestResetScreen} />}
      />
      <Route
        path={routePatterns.resetPassword}
        element={<RemoteSlot id={REMOTE_MODULES.resetPasswordScreen} />}
      />
      <Route path={routePatterns.activate} element={<RemoteSlot id={REMOTE_MODULES.activateScreen} />} />
      {/* Open when signed in too: accepting starts the invited account's session. */}
      <Route path={routePatterns.invitation} element={<RemoteSlot id={REMOTE_MODULES.invitationScreen} />} />
      <Route element={<RequireSession />}>
        <Route element={<SignedInLayout />}>
          {SIGNED_IN_SCREENS.map(({ pattern, index, remote }) =>
            index ? (
              <Route key={pattern} index element={<RemoteSlot id={remote} />} />
            ) : (
              <Route key={pattern} path={pattern} element={<RemoteSlot id={remote} />} />
            ),
          )}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
