/**
 * `@statusdeck/shared/server-render`: what the apps' node renderers share to draw a signed-in screen as
 * HTML for the server (the host's frame, a remote's screen), with the providers the console gives it: the
 * theme, a signed-in session, the API reads the screen keys its SWR entries by (answered by the server,
 * nothing fetched), i18next in one language, a router at the screen's address. Never in a browser bundle.
 */
import { createInstance, type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import type * as Api from '../api/contract.gen';
import { readPaths } from '../api/read-paths';
import { SessionContext, type SessionValue } from '../session/session-context';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';

export { CONSOLE_SHELL, consoleShell } from './console-shell';

export type SignedInRenderInput = {
  language: string;
  /** The language's `translation` namespace (locales/{language}/translation.json). */
  translation: Record<string, unknown>;
  /** What the server answers the screen's API reads with for this visitor (as JSON would carry it). */
  reads: ConsoleReads;
  /** The address the screen is shown at. */
  path: string;
};

/** The layout's reads and the screen's own. */
export type ConsoleReads = {
  me: Api.User;
  roles: Api.Role[];
  organization: Api.Organization;
  dashboard?: Api.Dashboard;
  /** The screen's other reads, each under the API path its SWR entry is keyed by (readPaths). */
  byPath?: Record<string, unknown>;
};

/** The reads under the paths the screens key their SWR entries by. */
function readsByPath(reads: ConsoleReads): Record<string, unknown> {
  return {
    [readPaths.me]: reads.me,
    [readPaths.roles]: reads.roles,
    [readPaths.organization]: reads.organization,
    ...(reads.dashboard ? { [readPaths.dashboard]: reads.dashboard } : {}),
    ...reads.byPath,
  };
}

export type RenderedCopy = { html: string; css: string };

/** One i18next instance per translation object: the server hands the same object in every request. */
const instances = new WeakMap<Record<string, unknown>, i18n>();

function i18nFor(language: string, translation: Record<string, unknown>): i18n {
  const known = instances.get(translation);
  if (known && known.language === language) return known;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  instances.set(translation, instance);
  return instance;
}

function styleText(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleElement()
    .map((element) => {
      const props = element.props as { dangerouslySetInnerHTML?: { __html?: string } };
      return String(props.dangerouslySetInnerHTML?.__html ?? '');
    })
    .join('\n');
}

const refuse = () => Promise.reject(new Error('a server copy does not sign in'));

/** `children` as HTML with its styles, under the providers a signed-in screen has in the console. */
export function renderSignedIn(
  input: SignedInRenderInput,
  children: ReactNode,
  /** `idPrefix`: for useId, so the ids of two renders stitched into one page never meet. */
  options: { globalStyle?: boolean; idPrefix?: string } = {},
): RenderedCopy {
  const session: SessionValue = {
    status: 'signedIn',
    user: input.reads.me,
    login: refuse,
    startSession: refuse,
    logout: async () => {},
  };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18nFor(input.language, input.translation)}>
          <ThemeProvider theme={theme}>
            {options.globalStyle ? <GlobalStyle /> : null}
            <SWRConfig
              value={{
                fallback: readsByPath(input.reads),
                provider: () => new Map(),
                revalidateOnMount: false,
              }}
            >
              <SessionContext.Provider value={session}>
                <MemoryRouter initialEntries={[input.path]}>{children}</MemoryRouter>
              </SessionContext.Provider>
            </SWRConfig>
          </ThemeProvider>
        </I18nextProvider>,
      ),
      { identifierPrefix: options.idPrefix },
    );
    return { html, css: styleText(sheet) };
  } finally {
    sheet.seal();
  }
}
