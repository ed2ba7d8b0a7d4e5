import { Fragment, type ReactNode } from 'react';

/**
 * Where an e-mail address may wrap: after its "@" and before each dot, as addresses are written on
 * paper — not in the middle of a word. Returns the address's parts in order (joined, they are the
 * address); the last part ends it.
 */
export function emailLineParts(email: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const character of email) {
    if (character === '.' && current !== '') {
      parts.push(current);
      current = '';
    }
    current += character;
    if (character === '@') {
      parts.push(current);
      current = '';
    }
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** The address with a line-break opportunity (<wbr>) between its parts; its text is unchanged. */
export function BreakableEmail({ email }: { email: string }): ReactNode {
  return emailLineParts(email).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in a fixed order
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
