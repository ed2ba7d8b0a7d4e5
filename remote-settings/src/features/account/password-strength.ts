export type Strength = 'weak' | 'fair' | 'good' | 'strong';

/** Whole keys, for the locale check. */
export const STRENGTH_KEYS: Record<Strength, string> = {
  weak: 'settings.password.strengthLevels.weak',
  fair: 'settings.password.strengthLevels.fair',
  good: 'settings.password.strengthLevels.good',
  strong: 'settings.password.strengthLevels.strong',
};

/**
 * A rough guide, not a rule (the server requires 8–128 characters only): length counts most,
 * then the variety of character kinds.
 */
export function passwordStrength(password: string): Strength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  if (password.length < 8) return 'weak';
  let score = kinds;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (score >= 5) return 'strong';
  if (score >= 4) return 'good';
  if (score >= 2) return 'fair';
  return 'weak';
}
