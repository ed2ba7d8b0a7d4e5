import { act, render } from '@testing-library/react';
import { STORAGE_KEYS } from '../session/storage-keys';
import { CONSOLE_SHELL, consoleShell, consoleShellScript } from './console-shell';
import { releaseConsoleShell, useReleaseConsoleShell } from './release-console-shell';

function serverCopy(): void {
  const page = consoleShell([{ language: 'en', html: '<p>copy</p>', css: '' }]);
  document.head.insertAdjacentHTML('beforeend', page.head);
  document.body.innerHTML = `${page.body}<div id="root"></div>`;
  document.documentElement.setAttribute(CONSOLE_SHELL.stateAttribute, 'en');
}

afterEach(() => {
  document.documentElement.removeAttribute(CONSOLE_SHELL.stateAttribute);
  for (const node of Array.from(document.querySelectorAll(`[${CONSOLE_SHELL.attribute}]`))) node.remove();
});

it('removes the copy and its style and shows the root', () => {
  serverCopy();
  releaseConsoleShell();
  expect(document.querySelectorAll(`[${CONSOLE_SHELL.attribute}]`)).toHaveLength(0);
  expect(document.documentElement.hasAttribute(CONSOLE_SHELL.stateAttribute)).toBe(false);
  expect(document.getElementById('root')).not.toBeNull();
});

function Screen({ ready }: { ready: boolean }) {
  useReleaseConsoleShell(ready);
  return <p>{ready ? 'content' : 'loading'}</p>;
}

it('releases the copy only when the screen has its content, in that commit', () => {
  serverCopy();
  const root = document.getElementById('root') as HTMLElement;
  const view = render(<Screen ready={false} />, { container: root });
  expect(document.body.textContent).toContain('copy');
  view.rerender(<Screen ready />);
  expect(document.body.textContent).not.toContain('copy');
  expect(root.textContent).toBe('content');
});

it('does nothing on a page without a copy', () => {
  document.body.innerHTML = '<div id="root"><p>app</p></div>';
  releaseConsoleShell();
  expect(document.body.innerHTML).toBe('<div id="root"><p>app</p></div>');
});

const CARDS = ['API', 'Website'];

/** The app's dashboard as the copy showed it: a menu button, then a card per page with its own button. */
function App({ onReport, ready = true }: { onReport: (name: string) => void; ready?: boolean }) {
  useReleaseConsoleShell(ready);
  return (
    <>
      <button type="button">Collapse menu</button>
      {CARDS.map((name) => (
        <section key={name}>
          <h2>{name}</h2>
          <button type="button" onClick={() => onReport(name)}>
            Report incident
          </button>
        </section>
      ))}
    </>
  );
}

describe('a button pressed in the copy before the app took over', () => {
  /** The copy as the server sends it, its script run as the browser runs it, for a signed-in visitor. */
  function copyWithButtons(): void {
    const html = `<button type="button">Collapse menu</button>${CARDS.map(
      (name) => `<section><h2>${name}</h2><button type="button">Report   incident</button></section>`,
    ).join('')}`;
    const page = consoleShell([{ language: 'en', html, css: '' }]);
    document.head.insertAdjacentHTML('beforeend', page.head);
    document.body.innerHTML = `${page.body}<div id="root"></div>`;
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token');
    new Function(consoleShellScript())();
  }

  const copyButtons = () =>
    Array.from(document.querySelectorAll<HTMLButtonElement>(`[${CONSOLE_SHELL.attribute}] button`));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('is pressed in the app once it takes over: the same one of the buttons with that label', () => {
    copyWithButtons();
    copyButtons()[2]?.click();
    const onReport = jest.fn();
    render(<App onReport={onReport} />, { container: document.getElementById('root') as HTMLElement });
    expect(document.querySelectorAll(`[${CONSOLE_SHELL.attribute}]`)).toHaveLength(0);
    expect(onReport).not.toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(onReport).toHaveBeenCalledWith('Website');
  });

  it('presses only the last one pressed, and none the app does not show', () => {
    copyWithButtons();
    copyButtons()[1]?.click();
    copyButtons()[0]?.click();
    const onReport = jest.fn();
    render(<App onReport={onReport} />, { container: document.getElementById('root') as HTMLElement });
    act(() => jest.runAllTimers());
    expect(onReport).not.toHaveBeenCalled();

    copyWithButtons();
    copyButtons()[2]?.click();
    const view = render(<p>Nothing to press</p>, {
      container: document.getElementById('root') as HTMLElement,
    });
    releaseConsoleShell();
    act(() => jest.runAllTimers());
    expect(view.container.textContent).toBe('Nothing to press');
  });

  it('is forgotten with the copy: a later release presses nothing', () => {
    copyWithButtons();
    copyButtons()[1]?.click();
    releaseConsoleShell();
    act(() => jest.runAllTimers());
    copyWithButtons();
    const onReport = jest.fn();
    render(<App onReport={onReport} />, { container: document.getElementById('root') as HTMLElement });
    act(() => jest.runAllTimers());
    expect(onReport).not.toHaveBeenCalled();
  });
});
