import { SessionContext, signedOutSession, Toaster, theme } from '@statusdeck/shared';
import { SIGN_IN_SHELL } from '@statusdeck/shared/sign-in-shell';
import { installFakeFetch, routes } from '@statusdeck/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance, type i18n } from 'i18next';
import { toast } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import en from '../../../locales/en/translation.json';
import ru from '../../../locales/ru/translation.json';
import { AuthScreenContent, type AuthTab } from '../features/auth/components/auth-screen-content';
import { HistoryNavigation } from '../features/auth/navigation/history-navigation';
import { startSignInPage, tabOfPath } from './sign-in-page';
import { pickSignInStrings } from './sign-in-strings';

const FULL = { en, ru } as Record<string, Record<string, unknown>>;
const PICKED = { en: pickSignInStrings(en), ru: pickSignInStrings(ru) };

const payload = btoa(JSON.stringify({ sub: 'u1', org: 'o1', role: 'owner', exp: 4102444800, iat: 1 }));
const accessToken = `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
const loginOk = {
  status: 200,
  body: {
    user: { id: 'u1', email: 'ada@example.com', organization_id: 'o1', role: 'owner' },
    access_token: accessToken,
    refresh_token: 'refresh-1',
  },
};

const APP_CONFIG = { status: 200, body: { apiBase: '' } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toast.remove();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/auth');
});

async function instance(language: string, strings: Record<string, Record<string, unknown>>): Promise<i18n> {
  // Given by I18nextProvider only: initReactI18next would make it the default the lean page uses.
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'ru',
    resources: Object.fromEntries(
      Object.entries(strings).map(([lng, translation]) => [lng, { translation }]),
    ),
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The screen as the lean page shows it, ids made comparable (useId counts across renders). */
async function screenHtml(i18n: i18n, tab: AuthTab): Promise<string> {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <SessionContext.Provider value={signedOutSession(i18n.t, () => undefined)}>
          <HistoryNavigation load={jest.fn()}>
            <AuthScreenContent initialTab={tab} />
          </HistoryNavigation>
          <Toaster />
        </SessionContext.Provider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  const html = view.container.innerHTML.replace(/(id|for|aria-[a-z]+)="[^"]*"/g, '$1=""');
  view.unmount();
  return html;
}

it('carries every string the screen shows, in both languages and on both tabs', async () => {
  for (const language of ['en', 'ru']) {
    for (const tab of ['login', 'register'] as const) {
      const whole = await screenHtml(await instance(language, FULL), tab);
      const picked = await screenHtml(await instance(language, PICKED), tab);
      expect(picked).toBe(whole);
    }
  }
});

it('opens /auth/signup on the register tab and the other addresses on login', () => {
  expect(tabOfPath('/auth/signup')).toBe('register');
  expect(tabOfPath('/auth/signup/')).toBe('register');
  expect(tabOfPath('/auth')).toBe('login');
  expect(tabOfPath('/auth/signin')).toBe('login');
});

describe('the lean page', () => {
  it('sends a visitor with a stored session on to the console at once', async () => {
    const { fetchMock } = installFakeFetch(routes({ 'GET /app-config.json': APP_CONFIG }));
    localStorage.setItem('access_token', accessToken);
    const load = jest.fn();
    await startSignInPage(PICKED, load);
    expect(load).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it("takes over from the server's copy, signs in, and hands over to the console with its toast", async () => {
    const { calls } = installFakeFetch(
      routes({ 'GET /app-config.json': APP_CONFIG, 'POST /v1/login': loginOk }),
    );
    // The server's copy, as its script left it: English shown, an address typed before the page ran.
    const { attribute, languageAttribute, stateAttribute } = SIGN_IN_SHELL;
    document.documentElement.setAttribute(stateAttribute, 'en');
    document.body.innerHTML = `<div ${attribute}=""><div ${languageAttribute}="en" lang="en"><input name="email" value="ada@example.com"></div></div><div id="root"></div>`;
    const load = jest.fn();
    await act(async () => {
      await startSignInPage(PICKED, load);
    });
    await waitFor(() => expect(document.querySelector(`[${attribute}]`)).toBeNull());
    expect(document.documentElement.hasAttribute(stateAttribute)).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Statusdeck' })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com'));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /v1/login');
    expect(calls.find((call) => call.path === '/v1/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem('access_token')).toBe(accessToken);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('current_user') ?? 'null')).toMatchObject({
      email: 'ada@example.com',
    });

    // The console's Toaster, on the page loaded next, shows the success toast once.
    document.body.innerHTML = '';
    const next = await instance('en', FULL);
    render(
      <I18nextProvider i18n={next}>
        <ThemeProvider theme={theme}>
          <Toaster />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Signed in successfully')).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('shows a refused sign-in on the page, in the chosen language, and stays', async () => {
    installFakeFetch(
      routes({
        'GET /app-config.json': APP_CONFIG,
        'POST /v1/login': {
          status: 401,
          body: { code: 'invalid_credentials', message: 'Invalid credentials' },
        },
      }),
    );
    const load = jest.fn();
    await act(async () => {
      await startSignInPage(PICKED, load);
    });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в Statusdeck' })).toBeVisible();
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.auth.messages.invalidCredentials);
    expect(load).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
