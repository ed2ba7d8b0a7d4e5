import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'remote_settings',
  dir: __dirname,
  exposes: { './SettingsRoutes': './src/app/settings-routes.tsx' },
});
