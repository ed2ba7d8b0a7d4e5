import { useEffect } from 'react';
import { SHELL_BUTTONS, SIGN_IN_SHELL } from './sign-in-shell';

type ShellWindow = Window & { [SIGN_IN_SHELL.pressedKey]?: number[] };

/** Sets a field's value as typing would, so React (and the form's state) sees the change. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

type ShellInput = {
  fields: { name: string; checkbox: boolean; value: string; checked: boolean }[];
  /** Every list's value, in document order (the language switcher has no name). */
  selects: string[];
  focused: string | null;
  pressed: number[];
};

/** What the visitor did in the shell: the fields' values, the focused field, the buttons pressed. */
function readShell(copy: Element): ShellInput {
  const focused = document.activeElement;
  return {
    fields: Array.from(copy.querySelectorAll<HTMLInputElement>('input[name]')).map((field) => ({
      name: field.name,
      checkbox: field.type === 'checkbox',
      value: field.value,
      checked: field.checked,
    })),
    selects: Array.from(copy.querySelectorAll('select')).map((select) => select.value),
    focused: focused instanceof HTMLInputElement && copy.contains(focused) ? focused.name || null : null,
    pressed: [...((window as ShellWindow)[SIGN_IN_SHELL.pressedKey] ?? [])],
  };
}

/** The same done again in the app's screen, as events its forms handle. */
function handOver(input: ShellInput, root: Element): void {
  const byName = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  for (const field of input.fields) {
    const target = byName(field.name);
    if (!target) continue;
    if (field.checkbox) {
      if (field.checked !== target.checked) target.click();
    } else if (field.value !== '' && field.value !== target.value) {
      typeInto(target, field.value);
    }
  }
  const selects = root.querySelectorAll('select');
  input.selects.forEach((value, index) => {
    const target = selects[index];
    if (!target || target.value === value) return;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('change', { bubbles: true }));
  });
  if (input.focused) byName(input.focused)?.focus();
  const buttons = root.querySelectorAll<HTMLElement>(SHELL_BUTTONS);
  for (const index of input.pressed) buttons[index]?.click();
}

/** The swap itself, in one task: the copy is read, removed and its input handed over with no gap between. */
function swap(): void {
  const html = document.documentElement;
  const shown = html.getAttribute(SIGN_IN_SHELL.stateAttribute);
  if (shown === null) return;
  const shells = document.querySelectorAll(`[${SIGN_IN_SHELL.attribute}]`);
  const copy = document.querySelector(`[${SIGN_IN_SHELL.languageAttribute}="${shown}"]`);
  const input = copy ? readShell(copy) : null;
  html.removeAttribute(SIGN_IN_SHELL.stateAttribute);
  for (const shell of Array.from(shells)) shell.remove();
  delete (window as ShellWindow)[SIGN_IN_SHELL.pressedKey];
  const root = document.getElementById('root');
  if (input && root) handOver(input, root);
}

/**
 * Removes the server's HTML copy of the sign-in screen (if the page came with one) once the app shows a
 * screen of its own, handing over what was typed or pressed there. The swap runs in a task of its own:
 * events dispatched inside React's commit do not reach the forms' state. Until then the copy stays in
 * use (and `#root` hidden), so nothing typed meanwhile is lost. Does nothing on a page without a copy.
 */
export function releaseSignInShell(): void {
  if (document.documentElement.hasAttribute(SIGN_IN_SHELL.stateAttribute)) setTimeout(swap, 0);
}

/** Rendered beside a screen of the app: its commit releases the shell. */
export function ReleaseSignInShell(): null {
  useEffect(releaseSignInShell, []);
  return null;
}
