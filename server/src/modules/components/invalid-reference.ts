import { invalidField } from '../../lib/errors';

/**
 * An id in a request body that names nothing of this page (unknown, deleted, another page's or another
 * organisation's): one answer for all, so it reveals nothing, with the field for the form to mark.
 */
export const invalidReference = (field: string, message: string) => invalidField(field, 'not_found', message);
