import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// http(s) only: a "javascript:" or "data:" address stays plain text.
const LINK = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence more often than it ends an address ("see https://x.io/a.").
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits text into plain strings and link targets, in order. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    let href = match[0];
    const trailing = TRAILING.exec(href)?.[0] ?? '';
    // A closing bracket belongs to the address when it also opened one inside it (Wikipedia-style).
    const keepParen = trailing.startsWith(')') && href.includes('(');
    if (trailing && !keepParen) href = href.slice(0, -trailing.length);
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * An incident message as its author typed it: line breaks kept, http(s) addresses made links
 * that open in a new tab. Everything is a React text node or an <a> built here, so no markup
 * in a message ever reaches the DOM as markup.
 */
export function MessageText({ text }: { text: string }) {
  const nodes: ReactNode[] = linkParts(text).map((part, index) =>
    part.href ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered.
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <Text>{nodes}</Text>;
}
