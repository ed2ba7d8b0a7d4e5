import { mountPatterns, paths } from '@statusdeck/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import PublicRoutes from './public-routes';

/** The public status page served alone on its own origin, without any host files. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path={mountPatterns.publicPage} element={<PublicRoutes />} />
      <Route path="*" element={<Navigate to={paths.publicPage()} replace />} />
    </Routes>
  );
}
