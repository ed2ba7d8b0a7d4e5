/**
 * Text for XML documents (feeds, badge). Characters XML 1.0 cannot carry at all (most C0 controls, lone
 * surrogates, U+FFFE/U+FFFF) are dropped: one of them in an incident's text must not make the whole feed
 * unreadable. The control-characters plugin refuses them on input, so this only guards older data.
 */
const NOT_XML = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escaped for element content and attribute values alike. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Plain text as HTML that shows it literally, line breaks kept (RSS descriptions are read as HTML). */
export function textAsHtml(value: string): string {
  return xmlText(value).replace(/\r\n|\r|\n/g, '<br />');
}
