/** A buildable workspace: where its build writes and what it reads (paths relative to the repository root). */
export type BuildableApp = {
  name: string;
  /** The build's output folder, where the record of its inputs is kept. */
  outDir: string;
  /** The file a finished build has written. */
  output: string;
  /** Files and folders the build reads. */
  inputs: string[];
  /** Input paths that never reach the build (tests). */
  ignore?: RegExp;
};

export type BuildState = 'missing' | 'changed' | 'fresh';

export const STAMP_FILE: string;
export function inputsDigest(app: BuildableApp, base: string): string;
export function buildState(app: BuildableApp, digest: string, base: string): BuildState;
export function forgetBuild(app: BuildableApp, base: string): void;
export function recordBuild(app: BuildableApp, digest: string, base: string): void;
