import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type BuildableApp,
  buildState,
  forgetBuild,
  inputsDigest,
  recordBuild,
} from '../lib/build-stamp.cjs';

const app: BuildableApp = {
  name: 'web',
  outDir: 'web/dist',
  output: 'web/dist/index.html',
  inputs: ['web/src', 'web/package.json', 'shared/src'],
  ignore: /\.test\.tsx?$|\/testing(\/|$)/,
};

let base: string;

function write(path: string, text: string): void {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), text);
}

/** What start.mjs decides now: the state of the app against its inputs as they are. */
const state = () => buildState(app, inputsDigest(app, base), base);

/** A build: its output, then the record of the inputs it was built from. */
function built(): void {
  const digest = inputsDigest(app, base);
  write(app.output, '<!doctype html>');
  recordBuild(app, digest, base);
}

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('web/src/main.tsx', 'render(<App />);');
  write('web/src/app.tsx', 'export const App = () => null;');
  write('web/src/app.test.tsx', 'it("renders", () => {});');
  write('web/src/testing/render.tsx', 'export {};');
  write('web/package.json', '{"name":"web"}');
  write('shared/src/format.ts', 'export const format = String;');
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('whether a build is up to date', () => {
  it('builds an app whose output is missing', () => {
    expect(state()).toBe('missing');
  });

  it('skips an app whose inputs are those of its last build, whatever their modification times', () => {
    built();
    expect(state()).toBe('fresh');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(base, 'web/src/main.tsx'), later, later);
    expect(state()).toBe('fresh');
  });

  it('builds again when a source changes, in the app or in what it shares', () => {
    built();
    write('web/src/app.tsx', 'export const App = () => "changed";');
    expect(state()).toBe('changed');
    built();
    write('shared/src/format.ts', 'export const format = (v: unknown) => String(v).trim();');
    expect(state()).toBe('changed');
  });

  it('builds again when a source is added, removed or renamed', () => {
    built();
    write('web/src/extra.tsx', 'export {};');
    expect(state()).toBe('changed');
    built();
    unlinkSync(join(base, 'web/src/extra.tsx'));
    expect(state()).toBe('changed');
    built();
    rmSync(join(base, 'web/src/app.tsx'));
    write('web/src/shell.tsx', 'export const App = () => null;');
    expect(state()).toBe('changed');
  });

  it('builds again when an input file given by name appears or disappears', () => {
    built();
    rmSync(join(base, 'web/package.json'));
    expect(state()).toBe('changed');
  });

  it('needs no build for a change to tests or their helpers', () => {
    built();
    write('web/src/app.test.tsx', 'it("renders again", () => {});');
    write('web/src/testing/render.tsx', 'export const more = 1;');
    expect(state()).toBe('fresh');
  });

  it('builds again when the output is there without a record of its inputs (a build that failed half-way)', () => {
    write(app.output, '<!doctype html>');
    expect(state()).toBe('changed');
  });

  it('builds again after a build that failed, even once its inputs are back as they were', () => {
    built();
    const before = inputsDigest(app, base);
    write('web/src/app.tsx', 'export const App = () => broken');
    forgetBuild(app, base);
    // The failed compile wrote some output and recorded nothing; the edit is then undone.
    write(app.output, '<!doctype html><script src="half.js">');
    write('web/src/app.tsx', 'export const App = () => null;');
    expect(inputsDigest(app, base)).toBe(before);
    expect(state()).toBe('changed');
  });

  it('builds again when the output was removed after a build', () => {
    built();
    rmSync(join(base, app.output));
    expect(state()).toBe('missing');
  });
});
