import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_statuspages',
  dir: __dirname,
  exposes: {
    './Dashboard': './src/app/dashboard.tsx',
    './StatusPagesRoutes': './src/app/status-pages-routes.tsx',
  },
});
