import { serveApi, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen } from '@testing-library/react';
import { renderHost } from '../../../testing/render-host';
import { MOBILE_BREAKPOINT, SIDEBAR_COOKIE_NAME } from '../constants';

function setSidebarCookie(value: 'true' | 'false') {
  // biome-ignore lint/suspicious/noDocumentCookie: arranging the state a previous visit left.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/`;
}

async function renderSignedIn() {
  const view = renderHost('/');
  await screen.findByTestId('remote');
  return view;
}

beforeEach(() => {
  localStorage.clear();
  setSidebarCookie('true');
  storeSignedInUser('jane@example.com');
  serveApi();
  window.innerWidth = 1024;
});

it('renders the expanded sidebar 16rem wide', async () => {
  await renderSignedIn();
  expect(screen.getByTestId('sidebar')).toHaveStyle({ width: '16rem' });
});

it('renders the collapsed (icon mode) sidebar 3rem wide', async () => {
  setSidebarCookie('false');
  await renderSignedIn();
  expect(screen.getByTestId('sidebar')).toHaveStyle({ width: '3rem' });
});

it('renders the mobile panel 18rem wide', async () => {
  window.innerWidth = MOBILE_BREAKPOINT - 1;
  const { user } = await renderSignedIn();
  await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
  expect(screen.getByRole('dialog', { name: 'Sidebar' })).toHaveStyle({ width: '18rem' });
});

it.each(['true', 'false'] as const)(
  'centres the content column when the sidebar cookie says expanded=%s',
  async (expanded) => {
    setSidebarCookie(expanded);
    await renderSignedIn();
    const column = screen.getByTestId('content-column');
    expect(screen.getByRole('main')).toContainElement(column);
    expect(column).toHaveStyle({ maxWidth: '64rem', marginLeft: 'auto', marginRight: 'auto' });
  },
);
