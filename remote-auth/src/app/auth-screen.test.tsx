import { installFakeFetch, routes } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { expectPath, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  installFakeFetch(routes({}));
});

describe('auth screen', () => {
  it.each([
    ['/auth', 'Sign in', 'Sign in to Statusdeck'],
    ['/auth/signin', 'Sign in', 'Sign in to Statusdeck'],
    ['/auth/signup', 'Sign up', 'Create your account'],
  ])('opens %s on the %s tab', async (path, tab, heading) => {
    await renderApp(path);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: heading })).toBeInTheDocument();
  });

  it('names the tab panel by the selected tab, which controls it', async () => {
    const { user } = await renderApp('/auth');
    const signIn = screen.getByRole('tab', { name: 'Sign in' });
    expect(screen.getByRole('tabpanel', { name: 'Sign in' })).toHaveAttribute(
      'id',
      signIn.getAttribute('aria-controls'),
    );

    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    const signUp = screen.getByRole('tab', { name: 'Sign up' });
    expect(screen.getByRole('tabpanel', { name: 'Sign up' })).toHaveAttribute(
      'id',
      signUp.getAttribute('aria-controls'),
    );
  });

  it('switches tabs in place and keeps the address in step', async () => {
    const { user } = await renderApp('/auth');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByRole('form', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Organisation name (optional)')).toBeInTheDocument();
    await expectPath('/auth/signup');

    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in to Statusdeck' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    await expectPath('/auth/signin');
  });

  // The panel is display:none below 768 px; jsdom matches no media query, so it counts as hidden here.
  it('shows the brand panel with a line about the product, signed by nobody, unless the operator set a quote', async () => {
    await renderApp('/auth');
    const panel = screen.getByRole('complementary', { hidden: true });
    expect(within(panel).getByText('Welcome to Statusdeck')).toBeInTheDocument();
    expect(within(panel).getByText(/keep your customers informed/)).toBeInTheDocument();
    expect(within(panel).getByText(/Tell your customers what is happening/)).toBeInTheDocument();
    expect(panel.querySelector('figcaption')).toBeNull();
  });

  it('lets the user dismiss the account-created banner', async () => {
    installFakeFetch(
      routes({
        'POST /v1/register': { status: 201, body: { user: { id: '1', email: 'new@example.com' } } },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText(/We sent a verification link/);
    const banner = message.closest('[data-variant="success"]');
    if (!(banner instanceof HTMLElement)) throw new Error('The message is not inside a banner');
    await user.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(message).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
  });

  it('shows the terms footer, linking both documents in a new tab, and a language switcher', async () => {
    const { user } = await renderApp('/auth');
    const footer = screen.getByText(/By continuing you agree to the/);
    expect(within(footer).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
    await user.selectOptions(screen.getByRole('combobox'), 'ru');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в Statusdeck' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), 'en');
  });

  it('asks for the terms once on signing up: the checkbox, without the footer sentence', async () => {
    const { user } = await renderApp('/auth');
    expect(screen.getByText(/By continuing you agree to the/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ })).toBeVisible();
    expect(screen.queryByText(/By continuing you agree to the/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Terms of Service/ })).toHaveLength(1);
  });
});
