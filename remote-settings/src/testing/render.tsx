import { renderInRouter } from '@statusdeck/shared/testing';
import { Route, Routes } from 'react-router-dom';
import SettingsRoutes from '../app/settings-routes';

/** The settings remote at `path`, mounted under /settings/* as the host mounts it. */
export function renderSettings(path: string) {
  return renderInRouter(
    path,
    <Routes>
      <Route path="/settings/*" element={<SettingsRoutes />} />
      <Route path="*" element={null} />
    </Routes>,
  );
}
