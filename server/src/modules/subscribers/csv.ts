/**
 * A formula's first character (OWASP "CSV injection") at the start of the value or of any sub-value a
 * spreadsheet may split it into: after a comma, semicolon, tab or line break (the import dialog's usual
 * separators), spaces allowed in between because importers may trim them.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])( *)([=+\-@\t\r])/g;

/** Characters that split a cell in some spreadsheet's import, so a value holding one is quoted. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One cell: every value or sub-value a spreadsheet would run as a formula gets a leading apostrophe (shown
 * as text, not evaluated), then RFC 4180 quoting when it holds a quote or any separator.
 */
export function csvCell(value: string): string {
  const safe = value.replace(FORMULA_START, "$1'$2");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows joined with CRLF (RFC 4180), after a BOM so spreadsheet apps read the UTF-8 (Cyrillic) right. */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
