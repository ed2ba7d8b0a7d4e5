import { AppError } from '../../lib/errors';

/**
 * An id in a request body that names nothing of this page (unknown, deleted, another page's or another
 * organisation's): one answer for all, so it reveals nothing, with the field for the form to mark.
 */
export const invalidReference = (field: string, message: string) =>
  new AppError(400, 'validation_failed', 'The request is invalid', [{ field, code: 'not_found', message }]);
