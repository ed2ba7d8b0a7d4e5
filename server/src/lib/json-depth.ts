import { invalidField } from './errors';

/** Deeper than any body the API accepts (its schemas nest a few levels), far below what would strain a parser. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another, by one pass over its
 * characters (brackets inside strings do not count): it runs before parsing, in constant stack, so that a
 * body of `[[[[…` cannot make any later recursive walk overflow.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** The answer to a body nested deeper than MAX_JSON_DEPTH: a validation failure of the body as a whole. */
export const tooDeepJson = () =>
  invalidField('body', 'too_deep', `The body is nested more than ${MAX_JSON_DEPTH} levels deep`);
