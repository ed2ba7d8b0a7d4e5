/** One jest run across every workspace (`npm test`); each workspace keeps its own project config. */
module.exports = {
  // Jest's default is one worker fewer than the cores, which on a 2-core machine means one file at a time
  // while the second core idles. (On a PostgreSQL server each worker has a database of its own: see
  // server/jest.setup.cjs.)
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-auth',
    '<rootDir>/remote-statuspages',
    '<rootDir>/remote-settings',
    '<rootDir>/remote-public',
    '<rootDir>/server',
    '<rootDir>/scripts',
  ],
};
