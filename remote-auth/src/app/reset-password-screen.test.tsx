import { deferredReply, installFakeFetch, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { expectPath, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());
afterEach(() => i18next.changeLanguage('en'));

const change = () => screen.getByRole('button', { name: 'Change password' });

async function choose(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  password: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(change());
}

describe('reset password', () => {
  it('requires 8 characters and a matching confirmation before sending anything', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/reset-password/reset-token');
    await choose(user, 'short', 'different');
    expect(await screen.findByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a 129-character password in Russian before sending anything', async () => {
    await i18next.changeLanguage('ru');
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/reset-password/reset-token');
    const tooLong = 'x'.repeat(129);
    await user.click(screen.getByLabelText('Новый пароль'));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText('Повторите новый пароль'));
    await user.paste(tooLong);
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль должен содержать не более 128 символов')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a long enough password whose confirmation differs', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/reset-password/reset-token');
    await choose(user, 'long-enough', 'long-enougH');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('The password must be at least 8 characters')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token from the link with the new password, then offers to sign in', async () => {
    const reply = deferredReply();
    const { calls } = installFakeFetch(routes({ 'POST /v1/users/reset-password': reply.handler }));
    const { user } = await renderApp('/reset-password/reset-token');
    await choose(user, 'long-enough', 'long-enough');
    await waitFor(() => expect(change()).toBeDisabled());
    expect(screen.getByLabelText('New password')).toBeDisabled();
    reply.resolve({ status: 204 });

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(calls.map(sentRequest)[0]).toEqual({
      method: 'POST',
      path: '/v1/users/reset-password',
      body: { token: 'reset-token', password: 'long-enough' },
      authorization: undefined,
    });
    // The title says it worked; the card adds the next step only, not the same news again.
    expect(screen.getByText('Sign in with your new password.')).toBeInTheDocument();
    expect(screen.getAllByText(/changed/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveStyle({
      backgroundColor: 'rgb(12, 102, 228)',
    });
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await expectPath('/auth/signin');
  });

  it('explains an invalid or expired link and links to a new request', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/reset-password': {
          status: 400,
          body: { code: 'invalid_token', message: 'Invalid token' },
        },
      }),
    );
    const { user } = await renderApp('/reset-password/used-token');
    await choose(user, 'long-enough', 'long-enough');
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await expectPath('/auth/request-reset');
  });

  it("explains a rejected password in the user's language, not the server's English, and keeps the form", async () => {
    await i18next.changeLanguage('ru');
    installFakeFetch(
      routes({
        'POST /v1/users/reset-password': {
          status: 400,
          body: { code: 'validation_failed', message: 'Password must be at most 128 characters' },
        },
      }),
    );
    const { user } = await renderApp('/reset-password/reset-token');
    await user.type(screen.getByLabelText('Новый пароль'), 'long-enough');
    await user.type(screen.getByLabelText('Повторите новый пароль'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Некоторые данные не приняты. Проверьте их и попробуйте ещё раз.');
    expect(alert).not.toHaveTextContent('Password must be at most 128 characters');
    expect(screen.getByRole('button', { name: 'Сменить пароль' })).toBeEnabled();
  });
});
