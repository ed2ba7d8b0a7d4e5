const base = require('../jest.preset.cjs').project(__dirname, 'node');

const swc = base.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.cjs$': swc },
  // API tests start an embedded PostgreSQL and hash at ASVS cost (scrypt, 128 MiB); on a 2-core
  // machine running every workspace's tests at once, 5 s is not enough for a slow hook. (testTimeout
  // is a global option that a project config cannot set, hence a setup file.)
  setupFilesAfterEnv: [`${__dirname}/jest.setup.cjs`],
  // Some dependencies do not load in jest's module system as shipped: content-disposition (required by
  // @fastify/static) and cookie (light-my-request, i.e. inject) are ESM only, which Node 20.19+ loads
  // with require(esm) but jest does not; PGlite's CommonJS build uses dynamic import(), which jest's vm
  // rejects without --experimental-vm-modules. swc compiles them to plain CommonJS for the tests.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(content-disposition|cookie|@electric-sql/pglite)/).*/node_modules/',
  ],
};
