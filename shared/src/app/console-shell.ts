import { LANGUAGE_STORAGE_KEY } from '../i18n/languages';
import { STORAGE_KEYS } from '../session/storage-keys';
import { ownIds, shellLanguageScript } from './shell-language';

/**
 * A signed-in screen sent as HTML before the console's scripts (the server renders the host's frame and
 * the screen's content for the visitor its access-token cookie names): one copy per language, the one the
 * console will choose kept, the app's root hidden until the app's own screen has its content and releases
 * the copy (releaseConsoleShell). Links in the copy are plain links; a button pressed in it is remembered
 * and pressed again in the app once the app has taken over (the last one pressed, see `pressedKey`).
 */
export const CONSOLE_SHELL = {
  /** On the copy's wrapper and on its <style>. */
  attribute: 'data-console-shell',
  /** On each language's copy: its language. */
  languageAttribute: 'data-console-lang',
  /** On <html>: the language shown (absent: no copy on the page, or it has been released). */
  stateAttribute: 'data-console',
  /**
   * Where the copy's script keeps the last button pressed in the copy: its label (aria-label, else its
   * text) and which of the copy's buttons with that label it was, so that the app's button pressed for it is
   * the same one (one "Report incident" per page card) or none.
   */
  pressedKey: '__consoleShellPressed',
  /** Where the frame's renderer leaves room for the screen's content (the server puts it there). */
  slot: '<div data-console-slot=""></div>',
} as const;

/**
 * The copy's script (inline, at the end of the copy, allowed by its hash): removes the copy when no session
 * is stored (signed out meanwhile: the app goes to the sign-in screen), otherwise keeps the language the
 * console's detector will choose and removes the others.
 */
export function consoleShellScript(): string {
  const { attribute, languageAttribute, stateAttribute, pressedKey } = CONSOLE_SHELL;
  return `(function(){var d=document.documentElement,s=null,a=null;
function drop(q){Array.prototype.forEach.call(document.querySelectorAll(q),function(e){e.parentNode.removeChild(e)})}
try{a=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)});s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}')}catch(e){}
if(!a){drop('[${attribute}]');return}
${shellLanguageScript()}
drop('[${languageAttribute}]:not([${languageAttribute}="'+l+'"])');
d.setAttribute('${stateAttribute}',l);d.lang=l;
var q=window.${pressedKey}=[];
document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[${attribute}] button');if(!b)return;
var t=${String(buttonLabel)},n=0,all=document.querySelectorAll('[${attribute}] button');
for(var i=0;i<all.length&&all[i]!==b;i++)if(t(all[i])===t(b))n++;q.length=0;q.push({label:t(b),nth:n})},true);
})();`;
}

/**
 * A button's label as the copy's script and the hand-over both read it: its aria-label, else its text. The
 * script inlines this function's own text (`String(buttonLabel)`), so it is plain ES5 with nothing from outside.
 */
export function buttonLabel(button: Element): string {
  return (button.getAttribute('aria-label') || button.textContent || '').replace(/\s+/g, ' ').trim();
}

/**
 * The copy's own rules: hidden until its script has chosen, then the app's root hidden while it shows; its
 * buttons show the pointer as busy (a press waits for the app, which presses it again).
 */
export function consoleShellCss(): string {
  const { attribute, stateAttribute } = CONSOLE_SHELL;
  return `html:not([${stateAttribute}]) [${attribute}]{display:none}\nhtml[${stateAttribute}] #root{display:none}\n[${attribute}] button{cursor:progress}`;
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
