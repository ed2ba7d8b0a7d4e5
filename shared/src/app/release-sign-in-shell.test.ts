import { releaseSignInShell } from './release-sign-in-shell';
import { SIGN_IN_SHELL } from './sign-in-shell';

const { attribute, languageAttribute, stateAttribute, pressedKey } = SIGN_IN_SHELL;
const screenHtml = (email: string) =>
  `<select><option value="en">English</option><option value="ru">Русский</option></select>` +
  `<input name="email" value="${email}"><input type="checkbox" name="rememberMe">` +
  `<button type="button">Show</button><button type="submit">Sign in</button>`;

afterEach(() => {
  document.documentElement.removeAttribute(stateAttribute);
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('removes the server copy and hands over what was typed, ticked, chosen and pressed', () => {
  jest.useFakeTimers();
  document.documentElement.setAttribute(stateAttribute, 'en');
  document.head.innerHTML = `<style ${attribute}></style>`;
  document.body.innerHTML =
    `<div ${attribute}><div ${languageAttribute}="en" lang="en">${screenHtml('jane@example.com')}</div>` +
    `<div ${languageAttribute}="ru" lang="ru">${screenHtml('')}</div></div><div id="root">${screenHtml('')}</div>`;
  const copy = document.querySelector(`[${languageAttribute}="en"]`) as HTMLElement;
  (copy.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
  (copy.querySelector('select') as HTMLSelectElement).value = 'ru';
  // The head script queued the submit button (the second button) as pressed.
  (window as unknown as Record<string, number[]>)[pressedKey] = [1];
  const root = document.getElementById('root') as HTMLElement;
  const events: string[] = [];
  root.addEventListener('input', (event) => events.push(`input ${(event.target as HTMLInputElement).value}`));
  root.addEventListener('change', (event) =>
    events.push(`change ${(event.target as HTMLSelectElement).value}`),
  );
  root.addEventListener('click', (event) =>
    events.push(`click ${(event.target as HTMLElement).textContent}`),
  );

  releaseSignInShell();
  // The copy stays in use until the swap's own task.
  expect(document.querySelectorAll(`[${attribute}]`)).toHaveLength(2);
  jest.runAllTimers();
  expect(document.querySelectorAll(`[${attribute}]`)).toHaveLength(0);
  expect(document.documentElement.hasAttribute(stateAttribute)).toBe(false);

  expect((root.querySelector('input[name=email]') as HTMLInputElement).value).toBe('jane@example.com');
  expect((root.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(true);
  // Ticking a box by click fires its input and change events too, as a visitor's click does.
  expect(events).toEqual([
    'input jane@example.com',
    'click ',
    'input on',
    'change on',
    'change ru',
    'click Sign in',
  ]);
});

it('does nothing on a page that came without a server copy', () => {
  document.body.innerHTML = '<div id="root"><input name="email"></div>';
  releaseSignInShell();
  expect(document.body.innerHTML).toBe('<div id="root"><input name="email"></div>');
});
