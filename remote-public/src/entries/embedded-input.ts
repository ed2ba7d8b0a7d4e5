import type { PublicRenderInput } from './render-input';

/** The id of the `<script type="application/json">` the server embeds the rendered input in. */
export const EMBEDDED_INPUT_ID = '__PUBLIC_SNAPSHOT__';

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` as \u escapes, so a name such as
 * `</script><script>…` cannot close the element; U+2028/2029 for old JavaScript parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readEmbeddedInput(doc: Document = document): PublicRenderInput | null {
  const element = doc.getElementById(EMBEDDED_INPUT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PublicRenderInput;
}
