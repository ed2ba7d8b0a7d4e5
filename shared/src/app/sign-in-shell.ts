import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { STORAGE_KEYS } from '../session/storage-keys';
import { shellLanguageScript } from './shell-language';

export { ownIds } from './shell-language';

/**
 * The sign-in screen sent as HTML before the console's scripts (the server renders it with remote-auth's
 * renderer): one copy per language, the one the browser will choose kept, the app's root hidden until
 * the app has mounted the real screen and released the shell (host: releaseSignInShell). What the visitor
 * typed, ticked or pressed meanwhile is handed over.
 */
export const SIGN_IN_SHELL = {
  /** On the shell's wrapper and on its <style>. */
  attribute: 'data-sign-in-shell',
  /** On each language's copy: its language. */
  languageAttribute: 'data-shell-lang',
  /** On <html>: the language shown (absent: no shell, or a session is stored and the app decides). */
  stateAttribute: 'data-shell',
  /** Where the head script queues the shell's buttons pressed before the app took over (their indexes). */
  pressedKey: '__signInShellPressed',
} as const;

/** The shell's buttons, in document order: the same list in the shell and in the app's screen. */
export const SHELL_BUTTONS = 'button';

/**
 * The shell's script (inline, at the end of the shell, allowed by its hash): picks the language as the
 * console's detector does (stored choice, then the browser's languages, then the fallback) and removes the
 * other copies, removes the whole shell when a session is stored (the app decides then), and queues the
 * buttons pressed before the app runs (Enter in a field presses its form's submit button).
 */
export function signInShellScript(): string {
  const { attribute, languageAttribute, stateAttribute, pressedKey } = SIGN_IN_SHELL;
  return `(function(){var d=document.documentElement,s=null,a=null;
function drop(q){Array.prototype.forEach.call(document.querySelectorAll(q),function(e){e.parentNode.removeChild(e)})}
try{a=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}')}catch(e){}
if(a){drop('[${attribute}]');return}
${shellLanguageScript()}
drop('[${languageAttribute}]:not([${languageAttribute}="'+l+'"])');
d.setAttribute('${stateAttribute}',l);d.lang=l;var q=window.${pressedKey}=[];
function shell(t){return t&&t.closest?t.closest('[${attribute}] [lang="'+l+'"]'):null}
function press(b,root){q.push(Array.prototype.indexOf.call(root.querySelectorAll('${SHELL_BUTTONS}'),b))}
document.addEventListener('click',function(e){var r=shell(e.target),b=e.target.closest&&e.target.closest('${SHELL_BUTTONS}');if(r&&b)press(b,r)},true);
document.addEventListener('keydown',function(e){var r=shell(e.target);if(!r||e.key!=='Enter'||e.target.tagName!=='INPUT')return;var f=e.target.closest('[data-shell-form]'),b=f&&f.querySelector('button[type="submit"]');if(b)press(b,r)},true);
})();`;
}

/** The shell's own rules: hidden until its script has chosen, then the app's root hidden while it shows. */
export function signInShellCss(): string {
  const { attribute, stateAttribute } = SIGN_IN_SHELL;
  return `html:not([${stateAttribute}]) [${attribute}]{display:none}\nhtml[${stateAttribute}] #root{display:none}`;
}
