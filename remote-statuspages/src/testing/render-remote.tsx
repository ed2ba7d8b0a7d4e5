import { renderInRouter } from '@statusdeck/shared/testing';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/** Renders `routes` at `path` the way the host mounts them, with a fresh SWR cache. */
export function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  return renderInRouter(
    path,
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={null} />
    </Routes>,
  );
}
