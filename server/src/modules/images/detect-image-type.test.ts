import { scriptedSvg, tinyIco, tinyJpeg, tinyPng, tinyWebp } from '../../testing/image-fixtures';
import { detectImageType } from './detect-image-type';

describe('detectImageType', () => {
  it.each([
    ['PNG', tinyPng(), 'image/png'],
    ['JPEG', tinyJpeg(), 'image/jpeg'],
    ['WebP', tinyWebp(), 'image/webp'],
    ['ICO', tinyIco(), 'image/x-icon'],
  ])('recognises %s by its first bytes', (_format, bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['SVG', scriptedSvg()],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PNG signature without its header chunk', tinyPng().subarray(0, 12)],
    ['an ICO header promising more entries than it holds', tinyIco().subarray(0, 10)],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
