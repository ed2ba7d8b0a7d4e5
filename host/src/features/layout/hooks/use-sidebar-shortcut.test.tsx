import { fireEvent, renderHook } from '@testing-library/react';
import { useSidebarShortcut } from './use-sidebar-shortcut';

function press(init: KeyboardEventInit) {
  return fireEvent.keyDown(window, init);
}

describe('useSidebarShortcut', () => {
  it('toggles on Ctrl+b typed on a Russian layout (key "и", physical key B)', () => {
    const toggle = jest.fn();
    renderHook(() => useSidebarShortcut(toggle));
    const notCancelled = press({ key: 'и', code: 'KeyB', ctrlKey: true });
    expect(toggle).toHaveBeenCalledTimes(1);
    // The browser's own Ctrl+b (bold, bookmarks) must not run as well.
    expect(notCancelled).toBe(false);
  });

  it('toggles on Meta+b', () => {
    const toggle = jest.fn();
    renderHook(() => useSidebarShortcut(toggle));
    press({ key: 'b', code: 'KeyB', metaKey: true });
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('ignores the letter b on another physical key (a layout that moves it)', () => {
    const toggle = jest.fn();
    renderHook(() => useSidebarShortcut(toggle));
    press({ key: 'b', code: 'KeyN', ctrlKey: true });
    press({ key: 'и', code: 'KeyB' });
    expect(toggle).not.toHaveBeenCalled();
  });

  it('falls back to the key when the event carries no code', () => {
    const toggle = jest.fn();
    renderHook(() => useSidebarShortcut(toggle));
    press({ key: 'B', ctrlKey: true });
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});
