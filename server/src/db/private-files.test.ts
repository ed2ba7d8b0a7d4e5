import { mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { looseModes, loosenModes } from '../test/file-modes';
import { makePrivate } from './private-files';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'statusdeck-private-'));

describe('makePrivate', () => {
  it('makes every folder 0700 and every file 0600, through a linked root but not through inner links', () => {
    const real = path.join(tempDir(), 'data');
    mkdirSync(path.join(real, 'pgdata', 'base'), { recursive: true });
    writeFileSync(path.join(real, 'jwt-secret'), 'secret');
    writeFileSync(path.join(real, 'pgdata', 'base', '1'), 'rows');
    const outside = path.join(tempDir(), 'shared.txt');
    writeFileSync(outside, 'not ours');
    symlinkSync(outside, path.join(real, 'link'));
    loosenModes(real);
    const linkedRoot = path.join(tempDir(), 'data-link');
    symlinkSync(real, linkedRoot);

    makePrivate(linkedRoot);
    expect(looseModes(real)).toEqual([]);
    expect(statSync(outside).mode & 0o777).not.toBe(0o600);
  });

  it('leaves a missing folder missing', () => {
    const missing = path.join(tempDir(), 'none');
    makePrivate(missing);
    expect(() => statSync(missing)).toThrow();
  });
});
