export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/x-icon'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  startsWith(
    bytes,
    [...text].map((char) => char.charCodeAt(0)),
    offset,
  );

function isIco(bytes: Uint8Array): boolean {
  // ICONDIR: reserved 0, type 1 (icon), then a count of 16-byte entries that must fit in the file.
  if (!startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) || bytes.length < 6) return false;
  const count = (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8);
  return count > 0 && bytes.length >= 6 + count * 16;
}

/**
 * What an uploaded image really is, read from its first bytes only — never from the file name or the type the
 * client declared, and without decoding pixels (cheap on the event loop, whatever the size). SVG is never an
 * answer: it is a document that can carry scripts. Anything unrecognised is null.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  // A PNG starts with its signature and then the IHDR chunk (length 13).
  if (startsWith(bytes, PNG_SIGNATURE) && ascii(bytes, 12, 'IHDR')) return 'image/png';
  // JPEG: start-of-image marker followed by another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // WebP: a RIFF container of type WEBP whose first chunk is VP8, VP8L or VP8X.
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') && ascii(bytes, 12, 'VP8')) return 'image/webp';
  if (isIco(bytes)) return 'image/x-icon';
  return null;
}
