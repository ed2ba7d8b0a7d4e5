import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  title: 'Statusdeck — settings (dev)',
  exposes: { './SettingsRoutes': './src/app/settings-routes.tsx' },
});
