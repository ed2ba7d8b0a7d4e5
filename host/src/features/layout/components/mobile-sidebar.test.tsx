import { notify } from '@statusdeck/shared';
import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderHost } from '../../../testing/render-host';
import { MOBILE_BREAKPOINT } from '../constants';

beforeEach(() => {
  localStorage.clear();
  storeSignedInUser('jane@example.com');
  serveApi();
  window.innerWidth = MOBILE_BREAKPOINT - 1;
});

afterAll(() => {
  window.innerWidth = 1024;
});

async function openPanel() {
  const view = renderHost('/');
  await screen.findByTestId('remote');
  const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
  await view.user.click(toggle);
  return { ...view, toggle, panel: screen.getByRole('dialog', { name: 'Sidebar' }) };
}

it('is a named modal dialog that the toggle controls only while it exists', async () => {
  const { user } = renderHost('/');
  await screen.findByTestId('remote');
  const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
  expect(toggle).not.toHaveAttribute('aria-controls');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  const panel = screen.getByRole('dialog', { name: 'Sidebar' });
  expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const controlled = toggle.getAttribute('aria-controls');
  expect(controlled && document.getElementById(controlled)).toBe(panel);
});

it('moves focus to its first link on open and back to the toggle on close', async () => {
  const { user, toggle } = await openPanel();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
});

it('keeps Tab and Shift+Tab inside the panel while it is open', async () => {
  const { user, panel } = await openPanel();
  const close = screen.getByRole('button', { name: 'Close sidebar' });
  const dashboard = screen.getByRole('link', { name: 'Dashboard' });
  const statusPages = screen.getByRole('link', { name: 'Status pages' });
  const settings = screen.getByRole('link', { name: 'Settings' });

  await user.tab();
  expect(statusPages).toHaveFocus();
  await user.tab();
  expect(settings).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(dashboard).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(settings).toHaveFocus();
  expect(panel).toContainElement(document.activeElement as HTMLElement);
});

it('closes on Escape, returns focus to the toggle, and leaves a visible toast alone', async () => {
  const { toggle } = await openPanel();
  act(() => {
    notify({ title: 'Saved' });
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();

  const notPrevented = fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  expect(notPrevented).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveFocus();
  expect(screen.getByText('Saved')).toBeInTheDocument();
});
