import { AppProviders, useRegisterNavigate } from '@statusdeck/shared';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import PublicRoutes from './public-routes';

function StandaloneRoutes() {
  useRegisterNavigate();
  return (
    <Routes>
      <Route path="/public-page/*" element={<PublicRoutes />} />
      <Route path="*" element={<Navigate to="/public-page" replace />} />
    </Routes>
  );
}

/** The public status page served alone on its own origin, without any host files (DESIGN.md §1). */
export function StandaloneApp() {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
