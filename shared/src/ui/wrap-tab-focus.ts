/**
 * Keeps Tab and Shift+Tab inside a modal panel: from its last focusable element on to its first, and
 * back. `focusable` is the selector of what can take focus there. Dependency-free, so the lean public
 * bundle can carry it too.
 */
export function wrapTabFocus(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  panel: HTMLElement | null,
  focusable: string,
): void {
  if (event.key !== 'Tab' || !panel) return;
  const items = [...panel.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
