/**
 * remote-statuspages builds the module-federation remote the host mounts (rspack.base.ts) and, in
 * production, the node renderers of the screens the server sends as HTML before the scripts:
 * dist/ssr/dashboard.cjs (src/entries/dashboard-ssr.tsx) and dist/ssr/page-components.cjs (a page's
 * components screen, src/entries/page-components-ssr.tsx). `rspack serve` (dev) builds the remote only.
 */
import type { Configuration } from '@rspack/core';
import { createAppConfig, ssrRendererConfig } from '../rspack.base';

/** Where the server finds the dashboard's renderer (server/src/modules/frontend/console-home.ts). */
export const DASHBOARD_RENDERER = 'ssr/dashboard.cjs';
/** …and the renderer of a page's components screen. */
export const PAGE_COMPONENTS_RENDERER = 'ssr/page-components.cjs';

const federated = createAppConfig({
  dir: __dirname,
  title: 'Statusdeck — status pages (dev)',
  exposes: {
    './Dashboard': './src/app/dashboard.tsx',
    './StatusPagesRoutes': './src/app/status-pages-routes.tsx',
  },
});

export default (
  env: Record<string, unknown> = {},
  argv: { mode?: string } = {},
): Configuration | Configuration[] => {
  const remote = federated(env, argv);
  if (env.RSPACK_SERVE || remote.mode !== 'production') return remote;
  return [
    { ...remote, name: 'federated' },
    ssrRendererConfig({
      dir: __dirname,
      entry: './src/entries/dashboard-ssr.tsx',
      file: DASHBOARD_RENDERER,
      after: 'federated',
    }),
    ssrRendererConfig({
      dir: __dirname,
      entry: './src/entries/page-components-ssr.tsx',
      file: PAGE_COMPONENTS_RENDERER,
      after: 'federated',
    }),
  ];
};
