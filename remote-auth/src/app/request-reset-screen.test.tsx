import { deferredReply, installFakeFetch, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { expectPath, initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());
afterEach(() => i18next.changeLanguage('en'));

const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('request password reset', () => {
  it('asks for a valid e-mail before sending anything', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'nobody@');
    await user.click(send());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail without a token and gives the same answer whether or not the account exists', async () => {
    const reply = deferredReply();
    const { calls } = installFakeFetch(routes({ 'POST /v1/users/request-password-reset': reply.handler }));
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    reply.resolve({ status: 202, body: { ok: true } });

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account exists for ada@example.com, we have sent it a link to reset the password.',
      ),
    ).toBeInTheDocument();
    expect(calls.map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/v1/users/request-password-reset',
        body: { email: 'ada@example.com' },
        authorization: undefined,
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    await expectPath('/auth/signin');
  });

  it('shows the too-many-requests toast on 429 and keeps the form', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/request-password-reset': {
          status: 429,
          body: { code: 'TOO_MANY_REQUESTS', message: 'Slow' },
        },
      }),
    );
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(send());
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('shows a server failure in an error banner', async () => {
    installFakeFetch(routes({ 'POST /v1/users/request-password-reset': { status: 500 } }));
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });

  it('shows an unexplained refusal as the form failure', async () => {
    installFakeFetch(
      routes({
        'POST /v1/users/request-password-reset': {
          status: 400,
          body: { code: 'bad_request', message: 'Bad' },
        },
      }),
    );
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the reset link. Please try again.',
    );
  });

  it('explains a lost connection in Russian', async () => {
    await i18next.changeLanguage('ru');
    installFakeFetch(
      routes({
        'POST /v1/users/request-password-reset': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    const { user } = await renderApp('/auth/request-reset');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
    );
  });
});
