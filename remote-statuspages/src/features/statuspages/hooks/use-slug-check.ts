import type { Api } from '@statusdeck/shared';
import { ValidationError } from 'yup';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSlugAvailability } from '../api/get-slug-availability';
import { slugRule } from '../page-rules';

export const SLUG_CHECK_DELAY_MS = 300;

export type SlugRefusal = NonNullable<Api.SlugAvailability['reason']>;

export type SlugCheck =
  | { state: 'idle' }
  /** Not a well-formed address (`reason`: the rule's translation key), said while typing. */
  | { state: 'malformed'; reason: string }
  | { state: 'checking' }
  | { state: 'available' }
  /** The server's refusal of a well-formed address (`reason`), with a free one close to it. */
  | { state: 'refused'; reason: SlugRefusal; suggestion?: string }
  | { state: 'failed' };

/**
 * Whether the address being typed is free, asked once typing pauses and only for a well-formed
 * slug. `current` (the page's own slug when editing) is never reported as taken.
 */
/** Why a typed address is not well formed (a translation key), or undefined when it is (or is empty). */
function malformation(slug: string): string | undefined {
  if (slug === '') return undefined;
  try {
    slugRule.validateSync(slug);
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? error.message : undefined;
  }
}

export function useSlugCheck(slug: string, current?: string): SlugCheck {
  const settled = useDebouncedValue(slug.trim(), SLUG_CHECK_DELAY_MS);
  const askable = settled !== current && slugRule.isValidSync(settled) ? settled : undefined;
  const { data, error } = useSlugAvailability(askable);
  if (slug.trim() === current) return { state: 'idle' };
  const reason = malformation(slug.trim());
  if (reason) return { state: 'malformed', reason };
  if (!slugRule.isValidSync(slug.trim())) return { state: 'idle' };
  if (settled !== slug.trim()) return { state: 'checking' };
  if (error) return { state: 'failed' };
  if (!data) return { state: 'checking' };
  if (data.available) return { state: 'available' };
  // The server may refuse a well-formed slug the form accepted: a product word, another page's, reserved.
  return { state: 'refused', reason: data.reason ?? 'taken', suggestion: data.suggestion };
}
