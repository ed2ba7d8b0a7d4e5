import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder; react-router 7 needs it (DESIGN.md §3).
Object.assign(globalThis, { TextEncoder, TextDecoder });
