/**
 * Jest project factory shared by every workspace. TypeScript 7 has no compiler API, so
 * ts-jest cannot work; @swc/jest strips types instead (type-checking is `npm run typecheck`).
 */
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir workspace folder; @param {'jsdom'|'node'} environment */
function project(dir, environment = 'jsdom') {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.ts')] : [],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp|ico)$': path.join(__dirname, 'jest.file-stub.cjs'),
    },
  };
}

module.exports = { project };
