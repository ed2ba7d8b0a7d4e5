const project = require('../jest.preset.cjs').project(__dirname);

// The fetch stub must exist before i18next-http-backend is imported: it captures fetch on load.
module.exports = { ...project, setupFiles: ['<rootDir>/src/test/fetch-stub.ts'] };
