import { fail } from '../../lib/errors';

/** Logos and favicons are small: 1 MB is generous for a 512×512 PNG and keeps rows in PostgreSQL cheap. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

export const unsupportedImage = (field: string) =>
  fail('unsupported_image', `The ${field} must be a PNG, JPEG, WebP or ICO image`, [
    { field, code: 'unsupported_image', message: `${field} must be a PNG, JPEG, WebP or ICO image` },
  ]);

export const fileTooLarge = (field: string) =>
  fail('file_too_large', `The ${field} must be at most 1 MB`, [
    { field, code: 'file_too_large', message: `${field} must be at most 1 MB` },
  ]);
