import { errors } from '../../lib/http-schemas';
import { IMAGE_CONTENT_TYPES } from './detect-image-type';

const binary = { type: 'string', format: 'binary' } as const;

export const getImageSchema = {
  tags: ['images'],
  summary: "A page's logo or favicon (public, immutable: a new upload gets a new id)",
  params: {
    type: 'object',
    required: ['imageId'],
    properties: { imageId: { type: 'string' } },
  },
  response: {
    200: {
      description: 'The image bytes, with the content type their first bytes were checked to be',
      content: Object.fromEntries(IMAGE_CONTENT_TYPES.map((type) => [type, { schema: binary }])),
    },
    ...errors(404),
  },
} as const;
