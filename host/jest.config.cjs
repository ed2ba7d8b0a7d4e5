const project = require('../jest.preset.cjs').project(__dirname);

// The fetch placeholder must exist before i18next-http-backend is imported: it captures fetch on load.
module.exports = {
  ...project,
  setupFiles: [require.resolve('../shared/src/testing/global-fetch-placeholder.ts')],
};
