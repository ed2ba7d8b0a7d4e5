/**
 * The sign-in screen rendered ahead of the browser (built to dist/ssr/sign-in.cjs, loaded by the server):
 * the same AuthScreen the host mounts, as HTML with its styles, one copy per language, so the first paint
 * does not wait for the console's scripts. The host's app then takes over (releaseSignInShell).
 */
import { type AppConfig, AppProviders, setAppConfig } from '@statusdeck/shared';
import { ownIds, SIGN_IN_SHELL, signInShellCss, signInShellScript } from '@statusdeck/shared/sign-in-shell';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import AuthScreen, { type AuthTab } from '../app/auth-screen';

export type SignInPrerenderInput = {
  /** Each language's `translation` namespace (locales/{language}/translation.json). */
  translations: Record<string, Record<string, unknown>>;
  tab: AuthTab;
  /** The address the screen is shown at (/auth, /auth/signin, /auth/signup). */
  path: string;
  config: AppConfig;
};

/** `head`: the shell's <style>; `body`: the shell with its script at the end, before the app's root; `script`: for its hash. */
export type SignInPrerenderOutput = { head: string; body: string; script: string };

function styleText(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleElement()
    .map((element) => {
      const props = element.props as { dangerouslySetInnerHTML?: { __html?: string } };
      return String(props.dangerouslySetInnerHTML?.__html ?? '');
    })
    .join('\n');
}

function renderCopy(language: string, input: SignInPrerenderInput): { html: string; css: string } {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: input.translations[language] ?? {} } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <MemoryRouter initialEntries={[input.path]}>
              <AuthScreen initialTab={input.tab} />
            </MemoryRouter>
          </AppProviders>
        </I18nextProvider>,
      ),
    );
    return { html, css: styleText(sheet) };
  } finally {
    sheet.seal();
  }
}

/** Before the app runs, a form must not submit itself (to this address, with the password in the query). */
function inertForms(html: string): string {
  return html.replace(/<form\b/g, '<div data-shell-form=""').replace(/<\/form>/g, '</div>');
}

export function render(input: SignInPrerenderInput): SignInPrerenderOutput {
  setAppConfig(input.config);
  const copies = Object.keys(input.translations).map((language) => ({
    language,
    ...renderCopy(language, input),
  }));
  const css = [...new Set(copies.map((copy) => copy.css))].join('\n');
  const script = signInShellScript();
  const { attribute, languageAttribute } = SIGN_IN_SHELL;
  const body = `<div ${attribute}="">${copies
    .map(
      (copy) =>
        `<div ${languageAttribute}="${copy.language}" lang="${copy.language}">${inertForms(ownIds(copy.html, copy.language))}</div>`,
    )
    .join('')}<script>${script}</script></div>`;
  return {
    head: `<style ${attribute}="">${css}\n${signInShellCss()}</style>`,
    body,
    script,
  };
}
