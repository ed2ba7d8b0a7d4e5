import { render } from '@testing-library/react';
import { CONSOLE_SHELL, consoleShell } from './console-shell';
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
