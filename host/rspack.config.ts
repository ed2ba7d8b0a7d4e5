import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'statusdeck_host',
  dir: __dirname,
  title: 'Statusdeck',
  isHost: true,
});
