import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks TextEncoder; react-router 7 needs it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 1 s by default; the whole suite shares 2 cores with the API tests'
// embedded PostgreSQL and scrypt, so a busy moment must not fail a correct component test.
// The test itself gets more than any one wait (jest's own 5 s default equalled it, so a slow moment
// failed the test by timeout instead of letting the wait finish).
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
