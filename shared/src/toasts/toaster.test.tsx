import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { initTestI18n } from '../testing/test-i18n';
import { theme } from '../ui/theme';
import { notify } from './notify';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-settings';
import { Toaster } from './toaster';

// jsdom has no PointerEvent; React reads clientX from the native event.
class FakePointerEvent extends MouseEvent {}
Object.assign(window, { PointerEvent: FakePointerEvent });

beforeAll(initTestI18n);
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

function StoreSize() {
  return <output>{useToasterStore().toasts.length}</output>;
}

function renderToaster() {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );
}

function show(title: string, variant?: 'default' | 'destructive') {
  act(() => {
    notify({ title, description: `${title} details`, variant });
  });
}

describe('Toaster', () => {
  it('uses the specified limit, timings, swipe threshold, hotkey and width', () => {
    expect({
      TOAST_LIMIT,
      TOAST_DURATION_MS,
      TOAST_REMOVE_DELAY_MS,
      TOAST_SWIPE_THRESHOLD_PX,
      TOAST_HOTKEY,
      TOAST_MAX_WIDTH_PX,
    }).toEqual({
      TOAST_LIMIT: 1,
      TOAST_DURATION_MS: 5000,
      TOAST_REMOVE_DELAY_MS: 1000000,
      TOAST_SWIPE_THRESHOLD_PX: 50,
      TOAST_HOTKEY: 'F8',
      TOAST_MAX_WIDTH_PX: 420,
    });
  });

  it('shows title and description in a labelled region, destructive ones as alerts', () => {
    renderToaster();
    show('Saved');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Saved');
    expect(region).toHaveTextContent('Saved details');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'default');
    show('Failed', 'destructive');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });

  it('shows at most one toast: the newest', () => {
    renderToaster();
    show('First');
    show('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('closes after 5000 ms', () => {
    renderToaster();
    show('Timed');
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Timed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Timed')).not.toBeInTheDocument();
  });

  it('removes a dismissed toast from the store after 1000000 ms', () => {
    render(<StoreSize />);
    renderToaster();
    let id = '';
    act(() => {
      id = notify({ title: 'Kept' });
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Kept')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999999));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('pauses while the pointer is over the area', () => {
    renderToaster();
    show('Paused');
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside the area', () => {
    renderToaster();
    show('Focused');
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText('Focused')).toBeInTheDocument();
  });

  it('stays paused while focus is inside, even after the pointer leaves', () => {
    renderToaster();
    show('Held');
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    fireEvent.pointerLeave(region);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Held')).toBeInTheDocument();
  });

  it('stays paused while the pointer is over the area, even after focus leaves', () => {
    render(<button type="button">outside</button>);
    renderToaster();
    show('Hovered');
    const region = screen.getByRole('region');
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    fireEvent.pointerEnter(region);
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Hovered')).toBeInTheDocument();
  });

  it('counts the whole pause when focus moves between elements inside the area', () => {
    render(<button type="button">outside</button>);
    renderToaster();
    show('Counted');
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.keyDown(document.body, { key: TOAST_HOTKEY });
    act(() => jest.advanceTimersByTime(4000));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => jest.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    // 3000 ms ran before the pause, so 2000 ms are left once focus leaves.
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Counted')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Counted')).not.toBeInTheDocument();
  });

  it('resumes timers for the next toast after the focused one is closed with its button', () => {
    renderToaster();
    show('First');
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    fireEvent.click(close);
    show('Next');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    renderToaster();
    show('Escapable');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByText('Escapable')).not.toBeInTheDocument();
  });

  it('leaves the toast open when something else already handled Escape', () => {
    render(
      <button type="button" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()}>
        menu
      </button>,
    );
    renderToaster();
    show('Kept open');
    fireEvent.keyDown(screen.getByRole('button', { name: 'menu' }), { key: 'Escape' });
    expect(screen.getByText('Kept open')).toBeInTheDocument();
  });

  it('closes with the translated close button', () => {
    renderToaster();
    show('Closable');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('closes on a swipe right of 50 px, not of 49 px', () => {
    renderToaster();
    show('Swipeable');
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 149 });
    fireEvent.pointerUp(item, { clientX: 149 });
    expect(screen.getByText('Swipeable')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 150 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(screen.queryByText('Swipeable')).not.toBeInTheDocument();
  });

  it('focuses the area on F8', () => {
    renderToaster();
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('caps the area at 420 px from the medium breakpoint up', () => {
    renderToaster();
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toMatch(/@media \(min-width: ?768px\)\{[^}]*max-width: ?420px/);
  });

  it('keeps toasts at the bottom on every screen, off the top bar and its controls', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const rules = Array.from(document.querySelectorAll('style'))
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
      .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
      .filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule &&
          Array.from(region.classList).some((name) => rule.selectorText === `.${name}`),
      );
    expect(rules.length).toBeGreaterThan(0);
    expect(rules[0]?.style.getPropertyValue('position')).toBe('fixed');
    expect(rules[0]?.style.getPropertyValue('bottom')).toBe('0');
    // No breakpoint moves them to the top.
    for (const rule of rules) expect(['', 'auto']).toContain(rule.style.getPropertyValue('top'));
  });
});
