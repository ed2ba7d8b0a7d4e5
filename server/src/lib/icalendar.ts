/**
 * RFC 5545 text, written by hand (a few properties do not need a library): TEXT values escaped, every
 * content line folded at 75 octets without splitting a UTF-8 character, CRLF line endings, times in UTC.
 */

/** A property's name and value; `text` values are escaped, others (times, numbers, URIs) go as they are. */
export type ICalProperty = readonly [name: string, value: string | number, kind?: 'text'];

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/** Folds one content line (RFC 5545 3.1): at most 75 octets a line, continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets, each continuation 74 after its leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A DATE-TIME in UTC: 20261126T224800Z. */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The content lines of one component (VEVENT, VCALENDAR…), its sub-components' lines inside. */
export function component(name: string, properties: readonly ICalProperty[], inner: string[] = []): string[] {
  const lines = properties.map(([key, value, kind]) =>
    foldLine(`${key}:${kind === 'text' ? escapeText(String(value)) : String(value)}`),
  );
  return [`BEGIN:${name}`, ...lines, ...inner, `END:${name}`];
}

/** The lines as an iCalendar object: CRLF after every line, the last one included. */
export function icalendarText(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
