import type { Tx } from '../../lib/transaction';
import { detectImageType, type ImageContentType } from '../images/detect-image-type';
import { fileTooLarge, MAX_IMAGE_BYTES, unsupportedImage } from '../images/image-errors';
import { deletePageImage, type ImageKind, insertPageImage } from '../images/repository';
import { invalidValue } from './errors';
import type { PageFields, PageRow } from './repository';

export type PageUploads = Partial<Record<ImageKind, Buffer>>;
export type ImageRemovals = Partial<Record<ImageKind, boolean>>;
type CheckedUpload = { kind: ImageKind; contentType: ImageContentType; bytes: Buffer };

const KINDS: readonly ImageKind[] = ['logo', 'favicon'];
const COLUMN = { logo: 'logo_image_id', favicon: 'favicon_image_id' } as const;

/** Every upload is checked (by its bytes) before anything is stored, so one refused file stores nothing. */
export function checkUploads(files: PageUploads, removals: ImageRemovals): CheckedUpload[] {
  return KINDS.flatMap((kind) => {
    const bytes = files[kind];
    if (!bytes) return [];
    if (removals[kind])
      throw invalidValue(`remove_${kind}`, `cannot be true while a new ${kind} is uploaded`);
    if (bytes.length > MAX_IMAGE_BYTES) throw fileTooLarge(kind);
    const contentType = detectImageType(bytes);
    if (!contentType) throw unsupportedImage(kind);
    return [{ kind, contentType, bytes }];
  });
}

/**
 * Stores new images and drops replaced or removed ones; returns the page columns to set. A new upload is a
 * new row (a new id, a new URL), which is what lets /v1/images/{id} be cached as immutable.
 */
export async function replacePageImages(
  tx: Tx,
  page: PageRow,
  uploads: CheckedUpload[],
  removals: ImageRemovals,
): Promise<Partial<PageFields>> {
  const fields: Partial<PageFields> = {};
  for (const kind of KINDS) {
    const upload = uploads.find((candidate) => candidate.kind === kind);
    if (!upload && !removals[kind]) continue;
    fields[COLUMN[kind]] = upload
      ? await insertPageImage(tx, {
          pageId: page.id,
          kind,
          contentType: upload.contentType,
          bytes: upload.bytes,
        })
      : null;
    const previous = page[COLUMN[kind]];
    if (previous) await deletePageImage(tx, page.id, previous);
  }
  return fields;
}
