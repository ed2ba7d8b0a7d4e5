import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initPublicI18n } from '../public-page/testing/render-public';
import { SubscribeScreen } from './subscribe-screen';
import { apiError, type StubReply, stubFetch } from './testing/fetch-stub';

beforeAll(initPublicI18n);

function snapshot(allowSubscribers = true) {
  const component = (id: string, name: string, groupId: string | null) => ({
    id,
    name,
    description: '',
    status: 'operational',
    group_id: groupId,
    position: 0,
    created_at: '2026-01-01T00:00:00Z',
    uptime: null,
  });
  return {
    page: { slug: 'acme', name: 'Acme', default_language: 'en', allow_subscribers: allowSubscribers },
    components: [
      { type: 'component', ...component('c-api', 'API', null) },
      {
        type: 'group',
        id: 'g-1',
        name: 'Backend',
        description: '',
        collapsed: false,
        status: 'operational',
        components: [component('c-db', 'Database', 'g-1')],
      },
    ],
  };
}

it('loads the page and subscribes to chosen components', async () => {
  const calls = stubFetch((call) =>
    call.method === 'GET'
      ? { status: 200, body: snapshot() }
      : { status: 202, body: { state: 'check_inbox' } },
  );
  render(<SubscribeScreen slug="acme" apiOrigin="https://api.example.test" />);
  expect(screen.getByRole('status')).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Subscribe to Acme updates' })).toBeVisible();
  expect(document.title).toBe('Subscribe to updates · Acme');
  expect(calls[0]?.url).toBe('https://api.example.test/v1/public/pages/acme');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ann@example.com');
  await userEvent.click(screen.getByRole('radio', { name: 'Only the components I choose' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Backend: Database' }));
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Check your inbox to confirm')).toBeVisible();
  expect(calls.at(-1)?.body).toEqual({ email: 'ann@example.com', component_ids: ['c-db'], language: 'en' });
  expect(screen.getByRole('link', { name: 'Back to the status page' })).toHaveAttribute(
    'href',
    '/public-page?page=acme&lang=en',
  );
});

it('wraps a long address inside the card, in the language of the screen', async () => {
  const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
  const calls = stubFetch((call) =>
    call.method === 'GET'
      ? { status: 200, body: snapshot() }
      : { status: 202, body: { state: 'check_inbox' } },
  );
  render(<SubscribeScreen slug="acme" lang="ru" />);
  await userEvent.type(await screen.findByLabelText('Адрес электронной почты'), long);
  await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
  const body = await screen.findByText(new RegExp(long));
  // The subscription's mails in the language the screen is shown in.
  expect(calls.at(-1)?.body).toMatchObject({ language: 'ru' });
  expect(body.closest('main')?.firstElementChild).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(screen.getByRole('link', { name: 'Вернуться на страницу статуса' })).toHaveAttribute(
    'href',
    '/public-page?page=acme&lang=ru',
  );
});

it('says when the page takes no subscriptions', async () => {
  stubFetch(() => ({ status: 200, body: snapshot(false) }));
  render(<SubscribeScreen slug="acme" />);
  expect(await screen.findByText('This status page does not take subscriptions.')).toBeVisible();
  expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
});

it('says when there is no such page, also without a slug', async () => {
  stubFetch(() => apiError(404, 'not_found'));
  const { unmount } = render(<SubscribeScreen slug="nope" />);
  expect(await screen.findByRole('heading', { name: 'Status page not found' })).toBeVisible();
  unmount();
  render(<SubscribeScreen slug={null} />);
  expect(screen.getByRole('heading', { name: 'Status page not found' })).toBeVisible();
});

it('retries a failed load', async () => {
  let reply: StubReply = 'network';
  stubFetch(() => reply);
  render(<SubscribeScreen slug="acme" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The status service did not answer.');
  reply = { status: 200, body: snapshot() };
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('E-mail address')).toBeVisible();
});

it('keeps the page’s name, logo, brand colour and theme on the subscribe screen', async () => {
  const branded = snapshot();
  stubFetch(() => ({
    status: 200,
    body: {
      ...branded,
      page: {
        ...branded.page,
        logo_url: 'https://img.example.test/logo.png',
        brand_color: '#7c3aed',
        theme: 'dark',
      },
    },
  }));
  const { container } = render(<SubscribeScreen slug="acme" />);
  expect(await screen.findByRole('heading', { name: 'Subscribe to Acme updates' })).toBeVisible();
  const name = screen.getByText('Acme', { selector: 'span' });
  expect(name.parentElement?.querySelector('img')).toHaveAttribute(
    'src',
    'https://img.example.test/logo.png',
  );
  const root = container.querySelector('[data-theme]') as HTMLElement;
  expect(root).toHaveAttribute('data-theme', 'dark');
  // The brand colour drives the buttons and links (adjusted for contrast), not the default blue.
  expect(root.style.getPropertyValue('--sd-brand-light')).not.toBe('');
  expect(root.getAttribute('style')).not.toContain('#0c66e4');
});
