import { crc32, deflateSync } from 'node:zlib';

/** Real, tiny images for upload tests, built here rather than committed as opaque binaries. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1×1 RGBA PNG of the given colour. */
export function tinyPng(rgba: [number, number, number, number] = [37, 99, 235, 255]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  // One scanline: filter byte 0, then the pixel.
  const pixels = deflateSync(Buffer.from([0, ...rgba]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one 1×1 PNG image (the PNG-in-ICO form every current browser reads). */
export function tinyIco(): Buffer {
  const png = tinyPng();
  const directory = Buffer.alloc(6 + 16);
  directory.writeUInt16LE(0, 0); // reserved
  directory.writeUInt16LE(1, 2); // type: icon
  directory.writeUInt16LE(1, 4); // one image
  directory.writeUInt8(1, 6); // width
  directory.writeUInt8(1, 7); // height
  directory.writeUInt16LE(1, 10); // colour planes
  directory.writeUInt16LE(32, 12); // bits per pixel
  directory.writeUInt32LE(png.length, 14);
  directory.writeUInt32LE(directory.length, 18); // offset of the image data
  return Buffer.concat([directory, png]);
}

/** A 1×1 greyscale JPEG: JFIF header, quantisation and Huffman tables, one scan, end-of-image marker. */
export const tinyJpeg = (): Buffer =>
  Buffer.concat([
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////' +
        '////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
    Buffer.from([0xff, 0xd9]),
  ]);

/** A 1×1 lossless WebP. */
export const tinyWebp = (): Buffer =>
  Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** An SVG with a script: what must never be stored, whatever name or type it arrives with. */
export const scriptedSvg = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>',
  );

type FormValue = string | { bytes: Buffer; filename: string; type: string };

/** A multipart/form-data body as a browser's FormData would send it (encoded by the platform's own Request). */
export function multipartForm(fields: Record<string, FormValue>) {
  return multipartFormOf(Object.entries(fields));
}

/** The same, for forms that repeat a name. */
export async function multipartFormOf(
  entries: Array<[string, FormValue]>,
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? 'multipart/form-data' },
  };
}
