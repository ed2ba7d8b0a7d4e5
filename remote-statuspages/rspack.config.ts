import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  title: 'Statusdeck — status pages (dev)',
  exposes: {
    './Dashboard': './src/app/dashboard.tsx',
    './StatusPagesRoutes': './src/app/status-pages-routes.tsx',
  },
});
