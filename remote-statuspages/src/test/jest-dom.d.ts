// The root jest.setup.ts registers the jest-dom matchers at run time; this brings their types in.
/// <reference types="@testing-library/jest-dom" />
