/** One jest run across every workspace (`npm test`); each workspace keeps its own project config. */
module.exports = {
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
