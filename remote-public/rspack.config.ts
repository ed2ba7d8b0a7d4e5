import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_public',
  dir: __dirname,
  exposes: { './PublicRoutes': './src/app/public-routes.tsx' },
});
