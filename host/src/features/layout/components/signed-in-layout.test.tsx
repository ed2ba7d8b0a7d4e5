import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../components/tooltip-timing';
import { renderHost } from '../../../testing/render-host';
import {
  MOBILE_BREAKPOINT,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from '../constants';

function clearSidebarCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

async function renderSignedIn() {
  const view = renderHost('/');
  await screen.findByTestId('remote');
  return view;
}

beforeEach(() => {
  localStorage.clear();
  clearSidebarCookie();
  storeSignedInUser('jane@example.com');
  serveApi();
  window.innerWidth = 1024;
});

it('uses the specified sidebar widths, breakpoint, cookie lifetime, shortcut and tooltip delays', () => {
  expect(SIDEBAR_WIDTH).toBe('16rem');
  expect(SIDEBAR_WIDTH_MOBILE).toBe('18rem');
  expect(SIDEBAR_WIDTH_ICON).toBe('3rem');
  expect(MOBILE_BREAKPOINT).toBe(768);
  expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
  expect(SIDEBAR_KEYBOARD_SHORTCUT).toBe('b');
  expect(TOOLTIP_DELAY_MS).toBe(700);
  expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
});

describe('desktop sidebar', () => {
  it('collapses with Ctrl+b and expands again with Meta+b', async () => {
    const { user } = await renderSignedIn();
    const sidebar = screen.getByTestId('sidebar');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  it('ignores b without a modifier', async () => {
    const { user } = await renderSignedIn();
    await user.keyboard('b');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
  });

  it('keeps the state in a cookie that lasts seven days', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const setCookie = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(function (
      this: Document,
      value: string,
    ) {
      written.push(value);
      descriptor?.set?.call(this, value);
    });
    try {
      const { user } = await renderSignedIn();
      await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      expect(written).toEqual([`${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=604800; SameSite=Lax`]);
      expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    } finally {
      setCookie.mockRestore();
    }
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the cookie a previous visit left.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    await renderSignedIn();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('icon mode tooltips', () => {
  afterEach(() => jest.useRealTimers());

  it('open after 700 ms, and at once when moving to the next icon within 300 ms', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: start in icon mode.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    await renderSignedIn();
    jest.useFakeTimers();
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    const statusPages = screen.getByRole('link', { name: 'Status pages' });

    fireEvent.pointerEnter(dashboard);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dashboard');
    expect(dashboard).toHaveAccessibleDescription('Dashboard');

    fireEvent.pointerLeave(dashboard);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 50));
    fireEvent.pointerEnter(statusPages);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Status pages');

    fireEvent.pointerLeave(statusPages);
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
    fireEvent.pointerEnter(dashboard);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('are not shown while the sidebar is expanded, where the labels are visible', async () => {
    await renderSignedIn();
    jest.useFakeTimers();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Dashboard' }));
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('below 768 px', () => {
  it('turns the sidebar into a slide-in panel with an overlay that closes it', async () => {
    window.innerWidth = MOBILE_BREAKPOINT - 1;
    const { user } = await renderSignedIn();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('link', { name: 'Status pages' })).toBeVisible();

    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();

    await user.keyboard('{Control>}b{/Control}');
    await user.click(screen.getByRole('button', { name: 'Close sidebar' }));
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('switches between rail and panel when the window is resized across the breakpoint', async () => {
    await renderSignedIn();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });
});
