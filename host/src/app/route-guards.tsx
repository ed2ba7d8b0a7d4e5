import { paths, useSession } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';

function SessionSpinner() {
  const { t } = useTranslation();
  return <FullPageSpinner label={t('layout.loadingSession')} />;
}

/** Signed-in routes: spinner while the session loads, /auth for visitors. */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionSpinner />;
  // The intended location rides along in router state for anyone who wants to return there.
  if (status === 'signedOut') return <Navigate to={paths.auth()} replace state={{ from: location }} />;
  return <Outlet />;
}

/** /auth, /auth/signin, /auth/signup: an already signed-in user goes to the dashboard. */
export function RedirectSignedIn() {
  const { status } = useSession();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signedIn') return <Navigate to={paths.dashboard()} replace />;
  return <Outlet />;
}
