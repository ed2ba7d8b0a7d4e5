/**
 * The strings the lean sign-in page carries (inlined at build time by rspack.config.ts, so the page asks
 * for no translation file): the parts of locales/{language}/translation.json its screen, forms, toasts and
 * banners read. sign-in-page.test.tsx renders the screen with these and with the whole files: the same.
 */
type Tree = { [key: string]: unknown };
export type SignInStrings = Record<string, Tree>;

/** Subtrees, as paths of names (not keys: the locale check reads dotted literals as keys in use). */
export const SIGN_IN_STRING_PATHS: readonly (readonly string[])[] = [
  ['auth', 'errors'],
  ['auth', 'messages'],
  ['auth', 'validation'],
  ['auth', 'brand'],
  ['auth', 'tabs'],
  ['auth', 'fields'],
  ['auth', 'login'],
  ['auth', 'register'],
  ['auth', 'banner'],
  ['auth', 'footer'],
  ['common'],
  ['forms', 'errors'],
  ['language'],
  ['titles', 'signIn'],
  ['titles', 'signUp'],
];

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** The subtrees of SIGN_IN_STRING_PATHS of one language's translation, at the same paths. */
export function pickSignInStrings(translation: Tree): Tree {
  const picked: Tree = {};
  for (const parts of SIGN_IN_STRING_PATHS) {
    let source: unknown = translation;
    for (const part of parts) source = isTree(source) ? source[part] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const part of parts.slice(0, -1)) {
      const next = isTree(target[part]) ? (target[part] as Tree) : {};
      target[part] = next;
      target = next;
    }
    target[parts[parts.length - 1] as string] = source;
  }
  return picked;
}
