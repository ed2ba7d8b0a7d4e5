import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderThemed } from '../testing/render-themed';
import { Menu } from './menu';

function renderMenu(header?: ReactNode) {
  const settings = jest.fn();
  const logout = jest.fn();
  renderThemed(
    <Menu
      trigger="A"
      label="Account menu"
      header={header}
      items={[
        { id: 'settings', label: 'Settings', onSelect: settings },
        { id: 'logout', label: 'Logout', onSelect: logout },
      ]}
    />,
  );
  return { settings, logout, button: screen.getByRole('button', { name: 'Account menu' }) };
}

describe('Menu', () => {
  it('is a menu button that opens on click with focus on the first item', () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  });

  it('opens on ArrowUp at the last item and moves with the arrows, wrapping', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('runs the chosen item and closes', () => {
    const { button, logout, settings } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(settings).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens below its button, and above it when the viewport has no room below', () => {
    const { button } = renderMenu();
    // The placement is the popup's: the menu, and the header when there is one, inside it.
    const popup = () => screen.getByRole('menu').closest('[data-placement]');
    fireEvent.click(button);
    expect(popup()).toHaveAttribute('data-placement', 'bottom');
    fireEvent.click(button);
    // jsdom has no layout: give the button the box a browser would, 20px above the viewport's bottom.
    const bottom = window.innerHeight - 20;
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: bottom - 24, width: 24, height: 24 });
    const realRect = HTMLDivElement.prototype.getBoundingClientRect;
    HTMLDivElement.prototype.getBoundingClientRect = function rect(this: HTMLDivElement) {
      return this.hasAttribute('data-placement')
        ? DOMRect.fromRect({ x: 0, y: bottom + 4, width: 180, height: 80 })
        : realRect.call(this);
    };
    try {
      fireEvent.click(button);
      expect(popup()).toHaveAttribute('data-placement', 'top');
      expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    } finally {
      HTMLDivElement.prototype.getBoundingClientRect = realRect;
    }
  });

  it('closes on a click outside', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows a header above the items, not an item: the menu description, skipped by the arrows', () => {
    const { button, settings } = renderMenu(<span>jane@example.com</span>);
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(menu).toHaveAccessibleDescription('jane@example.com');
    expect(menu).not.toHaveTextContent('jane@example.com');
    expect(screen.getByText('jane@example.com')).toBeVisible();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // A click on the header is inside the menu: it stays open and runs nothing.
    fireEvent.mouseDown(screen.getByText('jane@example.com'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(settings).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has no description without a header', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    expect(screen.getByRole('menu')).not.toHaveAttribute('aria-describedby');
  });

  it('closes on Tab, leaving focus to move on', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
