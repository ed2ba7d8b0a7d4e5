import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { STORAGE_KEYS } from '../session/storage-keys';
import { ownIds, shellLanguageScript } from './shell-language';

/**
 * A signed-in screen sent as HTML before the console's scripts (the server renders the host's frame and
 * the screen's content for the visitor its access-token cookie names): one copy per language, the one the
 * console will choose kept, the app's root hidden until the app's own screen has its content and releases
 * the copy (releaseConsoleShell). Links in the copy are plain links; nothing else in it works.
 */
export const CONSOLE_SHELL = {
  /** On the copy's wrapper and on its <style>. */
  attribute: 'data-console-shell',
  /** On each language's copy: its language. */
  languageAttribute: 'data-console-lang',
  /** On <html>: the language shown (absent: no copy on the page, or it has been released). */
  stateAttribute: 'data-console',
  /** Where the frame's renderer leaves room for the screen's content (the server puts it there). */
  slot: '<div data-console-slot=""></div>',
} as const;

/**
 * The copy's script (inline, at the end of the copy, allowed by its hash): removes the copy when no session
 * is stored (signed out meanwhile: the app goes to the sign-in screen), otherwise keeps the language the
 * console's detector will choose and removes the others.
 */
export function consoleShellScript(): string {
  const { attribute, languageAttribute, stateAttribute } = CONSOLE_SHELL;
  return `(function(){var d=document.documentElement,s=null,a=null;
function drop(q){Array.prototype.forEach.call(document.querySelectorAll(q),function(e){e.parentNode.removeChild(e)})}
try{a=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}')}catch(e){}
if(!a){drop('[${attribute}]');return}
${shellLanguageScript()}
drop('[${languageAttribute}]:not([${languageAttribute}="'+l+'"])');
d.setAttribute('${stateAttribute}',l);d.lang=l;
})();`;
}

/** The copy's own rules: hidden until its script has chosen, then the app's root hidden while it shows. */
export function consoleShellCss(): string {
  const { attribute, stateAttribute } = CONSOLE_SHELL;
  return `html:not([${stateAttribute}]) [${attribute}]{display:none}\nhtml[${stateAttribute}] #root{display:none}`;
}

/** Test ids name the app's elements: the copy, which leaves once the app shows, carries none. */
const TEST_IDS = / data-testid="[^"]*"/g;

/** The page as sent: the copies of every language with the script at the end, and the style for <head>. */
export function consoleShell(copies: { language: string; html: string; css: string }[]): {
  head: string;
  body: string;
  script: string;
} {
  const { attribute, languageAttribute } = CONSOLE_SHELL;
  const css = [...new Set(copies.map((copy) => copy.css))].join('\n');
  const script = consoleShellScript();
  const body = `<div ${attribute}="">${copies
    .map(
      (copy) =>
        `<div ${languageAttribute}="${copy.language}" lang="${copy.language}">${ownIds(copy.html, copy.language).replace(TEST_IDS, '')}</div>`,
    )
    .join('')}<script>${script}</script></div>`;
  return { head: `<style ${attribute}="">${css}\n${consoleShellCss()}</style>`, body, script };
}
