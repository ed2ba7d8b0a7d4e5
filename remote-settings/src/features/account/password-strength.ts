export type Strength = 'weak' | 'fair' | 'good' | 'strong';

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
