import { createAppConfig, earlyScript, withEarlyScript } from '../rspack.base';

const early = earlyScript(__dirname);

export default withEarlyScript(createAppConfig({ dir: __dirname, title: 'Statusdeck', early }), early);
