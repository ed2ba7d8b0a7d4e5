import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '../i18n/languages';

/**
 * The part of a server copy's inline script that picks the language as the console's detector does (the
 * stored choice, then the browser's languages, then the fallback): reads the stored choice from the
 * script's variable `s` and leaves the language in `l`.
 */
export function shellLanguageScript(): string {
  return `var c=[s].concat(navigator.languages||[navigator.language]),l=${JSON.stringify(FALLBACK_LANGUAGE)},ok=${JSON.stringify(SUPPORTED_LANGUAGES)};
for(var i=0;i<c.length;i++){var x=String(c[i]||'').toLowerCase().split('-')[0];if(ok.indexOf(x)>=0){l=x;break}}`;
}

const ID_REFERENCES = /\b(id|for|aria-controls|aria-labelledby|aria-describedby)="([^"]*)"/g;

/** Each language copy's element ids made its own, so a label of one copy never points into another. */
export function ownIds(html: string, language: string): string {
  return html.replace(ID_REFERENCES, (_match, name: string, value: string) => {
    const ids = value.split(/\s+/).filter(Boolean);
    return `${name}="${ids.map((id) => `${language}-${id}`).join(' ')}"`;
  });
}
