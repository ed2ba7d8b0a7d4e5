import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fail, invalidField } from '../../lib/errors';
import { assertNoControlCharacters } from '../../plugins/control-characters';
import { fileTooLarge, MAX_IMAGE_BYTES } from '../images/image-errors';
import type { ImageKind } from '../images/repository';
import { BOOLEAN_FIELDS, NULLABLE_FIELDS } from './page-fields';
import type { PageUploads } from './page-images';

const FILE_FIELDS: readonly string[] = ['logo', 'favicon'] satisfies ImageKind[];
const isFileField = (name: string): name is ImageKind => FILE_FIELDS.includes(name);
const uploads = new WeakMap<FastifyRequest, PageUploads>();

/** The files a multipart request carried (none for JSON). */
export const uploadsOf = (request: FastifyRequest): PageUploads => uploads.get(request) ?? {};

/**
 * A form's text means what the JSON body would: "true"/"false" for booleans (anything else stays text and
 * fails validation as not a boolean) and an empty field for null where null is allowed.
 */
function coerce(field: string, value: string): unknown {
  if ((BOOLEAN_FIELDS as readonly string[]).includes(field)) {
    return value === 'true' ? true : value === 'false' ? false : value;
  }
  if ((NULLABLE_FIELDS as readonly string[]).includes(field) && value === '') return null;
  return value;
}

async function readUpload(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(part.fieldname);
    throw error;
  }
}

/**
 * Lets the routes of `scope` take `multipart/form-data` with the fields of their JSON body plus the files
 * `logo` and `favicon`: the text fields become the body, validated by the same schema as JSON (so the same
 * rules and the same `details[].field`), and the files are kept aside in memory (at most 1 MB each) for the
 * handler. Registered only where uploads are accepted; elsewhere multipart answers 415.
 */
export async function acceptPageForm(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 20, fieldSize: 8 * 1024, parts: 22 },
  });
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      const { body, files } = await readForm(request);
      assertNoControlCharacters(body);
      request.body = body;
      uploads.set(request, files);
    } catch (error) {
      // Limits (413) and our own refusals pass through; anything else is a malformed form, not our fault.
      if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') {
        throw error;
      }
      throw fail('bad_request', 'The form data could not be read');
    }
  });
}

async function readForm(
  request: FastifyRequest,
): Promise<{ body: Record<string, unknown>; files: PageUploads }> {
  const body: Record<string, unknown> = {};
  const files: PageUploads = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await readUpload(part);
      if (!isFileField(part.fieldname)) {
        throw invalidField(part.fieldname, 'unknown_field', `${part.fieldname} is not an accepted file`);
      }
      if (files[part.fieldname])
        throw invalidField(part.fieldname, 'duplicate', `${part.fieldname} was sent twice`);
      // A form whose file input was left empty sends an empty part without a file name: no file.
      if (bytes.length > 0 || part.filename) files[part.fieldname] = bytes;
    } else if (part.valueTruncated) {
      throw invalidField(part.fieldname, 'too_long', `${part.fieldname} is too long`);
    } else {
      const value = coerce(part.fieldname, String(part.value));
      // A repeated field becomes a list, which the schema refuses as the wrong type.
      const previous = body[part.fieldname];
      body[part.fieldname] = previous === undefined ? value : [previous, value].flat();
    }
  }
  return { body, files };
}
