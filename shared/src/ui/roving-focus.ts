import type { RefObject } from 'react';

/** Index reached by an arrow/Home/End key in a list of `count` items, or null for other keys. */
export function nextIndex(
  key: string,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
) {
  const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const backward = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The ref of the list item at `index`: keeps its element in `list`, where the arrow keys find it. */
export const itemRef =
  <Item extends HTMLElement>(list: RefObject<(Item | null)[]>, index: number) =>
  (element: Item | null) => {
    list.current[index] = element;
  };
