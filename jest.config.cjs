/** One jest run across every workspace (`npm test`); each workspace keeps its own project config. */
module.exports = {
  // Jest's default is one worker fewer than the cores, which on a 2-core machine means one file at a time
  // while the second core idles. Against a PostgreSQL server (DATABASE_URL) files share one database and a
  // test that drives the outbox would also send another file's mail, so those runs stay one file at a time.
  maxWorkers: process.env.DATABASE_URL ? 1 : '100%',
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
