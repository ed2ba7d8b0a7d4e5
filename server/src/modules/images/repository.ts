import type { Queryable } from '../../db/db';
import type { ImageContentType } from './detect-image-type';

export type ImageKind = 'logo' | 'favicon';
export type StoredImage = { content_type: ImageContentType; bytes: Buffer };

export async function insertPageImage(
  db: Queryable,
  image: { pageId: string; kind: ImageKind; contentType: ImageContentType; bytes: Buffer },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO page_images (page_id, kind, content_type, bytes, byte_size)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [image.pageId, image.kind, image.contentType, image.bytes, image.bytes.length],
  );
  const row = rows[0];
  if (!row) throw new Error('image insert returned no row');
  return row.id;
}

export async function deletePageImage(db: Queryable, pageId: string, imageId: string): Promise<void> {
  await db.query('DELETE FROM page_images WHERE id = $1 AND page_id = $2', [imageId, pageId]);
}

export async function findImage(db: Queryable, imageId: string): Promise<StoredImage | null> {
  const rows = await db.query<{ content_type: ImageContentType; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM page_images WHERE id = $1',
    [imageId],
  );
  const row = rows[0];
  // pg answers a Buffer, PGlite a Uint8Array: one type for the callers.
  return row ? { content_type: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
