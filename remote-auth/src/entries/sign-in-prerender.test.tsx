import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SAME_ORIGIN_CONFIG } from '@statusdeck/shared';
import { render } from './sign-in-prerender';

const locale = (language: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, '..', '..', '..', 'locales', language, 'translation.json'), 'utf8'),
  );
const input = {
  translations: { en: locale('en'), ru: locale('ru') },
  tab: 'login' as const,
  path: '/auth',
  config: {
    ...SAME_ORIGIN_CONFIG,
    signInQuote: { text: 'Calm incidents.', author: 'Anna Petrova', role: null },
  },
};

it('renders the sign-in screen in every language, each copy with its own ids and no submitting form', () => {
  const out = render(input);
  const page = document.createElement('div');
  page.innerHTML = out.body;
  const copies = page.querySelectorAll('[data-shell-lang]');
  expect([...copies].map((copy) => copy.getAttribute('lang'))).toEqual(['en', 'ru']);
  expect(copies[0]?.querySelector('h1')?.textContent).toBe('Sign in to Statusdeck');
  expect(copies[1]?.querySelector('h1')?.textContent).toBe('Вход в Statusdeck');
  expect(page.querySelector('form')).toBeNull();
  expect(page.querySelectorAll('[data-shell-form] input[name="email"]')).toHaveLength(2);
  const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  const label = copies[1]?.querySelector('label[for]');
  expect(copies[1]?.querySelector(`#${CSS.escape(label?.getAttribute('for') ?? '')}`)).not.toBeNull();
  // The operator's quote, as /app-config.json gives it to the app.
  expect(copies[0]?.textContent).toContain('Calm incidents.');
  expect(out.body).toContain(`<script>${out.script}</script></div>`);
});

it('opens the register tab at /auth/signup', () => {
  const page = document.createElement('div');
  page.innerHTML = render({ ...input, tab: 'register', path: '/auth/signup' }).body;
  expect(page.querySelector('[data-shell-lang="en"] h1')?.textContent).toBe('Create your account');
});
