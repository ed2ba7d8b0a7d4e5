import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  title: 'Status',
  exposes: { './PublicRoutes': './src/app/public-routes.tsx' },
});
