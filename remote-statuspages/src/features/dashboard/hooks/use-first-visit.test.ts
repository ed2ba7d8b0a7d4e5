import { renderHook } from '@testing-library/react';
import { dashboardSeenKey, useFirstVisit } from './use-first-visit';

beforeEach(() => localStorage.clear());

it('is a first visit from the first render, then never again for that user in this browser', () => {
  const renders: boolean[] = [];
  const first = renderHook(() => {
    const value = useFirstVisit('u1');
    renders.push(value);
    return value;
  });
  // No "Welcome back" flash before "Welcome".
  expect(renders[0]).toBe(true);
  expect(first.result.current).toBe(true);
  expect(localStorage.getItem(dashboardSeenKey('u1'))).not.toBeNull();
  first.unmount();

  expect(renderHook(() => useFirstVisit('u1')).result.current).toBe(false);
  expect(renderHook(() => useFirstVisit('u2')).result.current).toBe(true);
});

it('decides once the user is known when the session was still loading', () => {
  const view = renderHook(({ id }: { id: string | undefined }) => useFirstVisit(id), {
    initialProps: { id: undefined as string | undefined },
  });
  expect(view.result.current).toBe(false);
  view.rerender({ id: 'u3' });
  expect(view.result.current).toBe(true);
  view.rerender({ id: 'u3' });
  expect(view.result.current).toBe(true);
});
