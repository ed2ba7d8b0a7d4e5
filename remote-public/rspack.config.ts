import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_public',
  dir: __dirname,
  title: 'Status',
  exposes: { './PublicRoutes': './src/app/public-routes.tsx' },
});
