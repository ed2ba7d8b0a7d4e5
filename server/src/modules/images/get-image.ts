import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { ServiceContext } from '../../lib/service-context';
import { findImage, type StoredImage } from './repository';

/** Public: an image id is unguessable and names one immutable upload (a new upload is a new id). */
export async function getImage({ ctx, input }: { ctx: ServiceContext; input: { imageId: string } }) {
  const image: StoredImage | null = isUuid(input.imageId) ? await findImage(ctx.db, input.imageId) : null;
  if (!image) throw notFound('Image not found');
  return image;
}
