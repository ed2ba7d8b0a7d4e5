// See jest.config.cjs: API tests get 30 s per test and hook.
jest.setTimeout(30_000);
