import type { ErrorDetail } from '../../lib/errors';

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The digits of a card number as typed: spaces (and dashes) between groups are allowed. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/**
 * What the schema cannot check of a new card: the number's length and Luhn digit, and an expiry not in
 * the past. The messages never repeat the number.
 */
export function cardProblems(card: { digits: string; expMonth: number; expYear: number }): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (card.digits.length < 12 || card.digits.length > 19 || !passesLuhn(card.digits)) {
    problems.push({
      field: 'card_number',
      code: 'invalid_card_number',
      message: 'The card number is not valid',
    });
  }
  problems.push(...expiryProblems(card.expMonth, card.expYear));
  return problems;
}

export function expiryProblems(expMonth: number, expYear: number): ErrorDetail[] {
  return isExpired(expMonth, expYear)
    ? [{ field: 'exp_month', code: 'card_expired', message: 'The card has expired' }]
    : [];
}
