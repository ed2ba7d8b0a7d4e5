import { loadAppConfig } from '@statusdeck/shared';
import { deferredReply, installFakeFetch, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expectPath, initTestI18n, renderApp } from '../../../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());

async function fillRegistration(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: { email?: string; password?: string; orgName?: string; terms?: boolean },
) {
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.orgName) await user.type(screen.getByLabelText('Organisation name (optional)'), values.orgName);
  if (values.terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

const submit = () => screen.getByRole('button', { name: 'Create account' });
const validRegistration = { email: 'new@example.com', password: 'long-enough', terms: true };

describe('the terms checkbox', () => {
  it('links the Terms of Service and the Privacy Policy, each in a new tab, without ticking the box', async () => {
    installFakeFetch(routes({}));
    const { user } = await renderApp('/auth/signup');
    const checkbox = screen.getByRole('checkbox', { name: /I agree to the Terms/ });
    const label = checkbox.closest('label');
    if (!label) throw new Error('The checkbox has no label');
    const terms = within(label).getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    const privacy = within(label).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // jsdom does not follow links; the click must not tick the box the link sits in.
    privacy.addEventListener('click', (event) => event.preventDefault());
    await user.click(privacy);
    expect(checkbox).not.toBeChecked();
  });

  it("links the operator's own pages when the configuration names them", async () => {
    installFakeFetch(
      routes({
        'GET /app-config.json': {
          status: 200,
          body: {
            apiBase: '',
            termsUrl: 'https://example.com/tos',
            privacyUrl: 'https://example.com/privacy',
          },
        },
      }),
    );
    await loadAppConfig();
    await renderApp('/auth/signup');
    const label = screen.getByRole('checkbox', { name: /I agree to the Terms/ }).closest('label');
    if (!label) throw new Error('The checkbox has no label');
    expect(within(label).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      'https://example.com/tos',
    );
    expect(within(label).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
  });
});

describe('register form validation', () => {
  it('asks for a valid e-mail, an 8-character password and the terms before sending anything', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth/signup');
    await user.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail, a 7-character password and a 101-character organisation name', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { email: 'not-an-email', password: '1234567', orgName: 'x'.repeat(101) });
    await user.click(submit());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The organisation name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a 129-character password, which the server would refuse', async () => {
    const { fetchMock } = installFakeFetch(routes({}));
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { email: 'new@example.com', terms: true });
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(129));
    await user.click(submit());
    expect(await screen.findByText('The password must be at most 128 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a password of exactly 128 characters', async () => {
    const { calls } = installFakeFetch(
      routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1' } } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { email: 'new@example.com', terms: true });
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(128));
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('The password must be at most 128 characters')).not.toBeInTheDocument();
  });

  it('accepts an organisation name of exactly 100 characters', async () => {
    const { calls } = installFakeFetch(
      routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1' } } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { ...validRegistration, orgName: 'x'.repeat(100) });
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(
      screen.queryByText('The organisation name must be at most 100 characters'),
    ).not.toBeInTheDocument();
  });
});

describe('registering', () => {
  it('disables every input and the button while the request is in flight', async () => {
    const reply = deferredReply();
    installFakeFetch(routes({ 'POST /v1/register': reply.handler }));
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { ...validRegistration, orgName: 'Acme' });
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByLabelText('Organisation name (optional)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeDisabled();
    reply.resolve({ status: 201, body: { user: { id: '1', email: 'new@example.com' } } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends e-mail, password and org_name without a token, then shows the login tab with the account-created banner', async () => {
    const { calls } = installFakeFetch(
      routes({
        'POST /v1/register': { status: 201, body: { user: { id: '1', email: 'new@example.com' } } },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, { ...validRegistration, orgName: '  Acme Inc  ' });
    await user.click(submit());

    expect(
      await screen.findByText('We sent a verification link to new@example.com. Open it, then sign in here.'),
    ).toBeInTheDocument();
    expect(calls.map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/v1/register',
        body: { email: 'new@example.com', password: 'long-enough', org_name: 'Acme Inc' },
        authorization: undefined,
      },
    ]);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent(
      'Your account has been created.',
    );
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await expectPath('/auth/signin');
  });

  it('leaves org_name out of the request when the field is empty', async () => {
    const { calls } = installFakeFetch(
      routes({ 'POST /v1/register': { status: 201, body: { user: { id: '1' } } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ email: 'new@example.com', password: 'long-enough' });
  });
});

describe('registration errors', () => {
  // One message per outcome: a field error is never repeated by a toast, a toast never by a field.
  it('marks the e-mail as taken on 409 duplicate_email, in the field only', async () => {
    installFakeFetch(
      routes({
        'POST /v1/register': {
          status: 409,
          body: { code: 'duplicate_email', message: 'E-mail already registered' },
        },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is already registered');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('E-mail already registered')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  });

  it('drops the taken-e-mail error as soon as the user edits the address', async () => {
    installFakeFetch(
      routes({ 'POST /v1/register': { status: 409, body: { code: 'duplicate_email', message: 'Taken' } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    const error = await screen.findByText('This e-mail is already registered');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(error).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the e-mail as taken on any 409', async () => {
    installFakeFetch(
      routes({ 'POST /v1/register': { status: 409, body: { code: 'conflict', message: 'Conflict' } } }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(await screen.findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.queryByText('Conflict')).not.toBeInTheDocument();
  });

  it('puts validation_failed details on their fields, translated, with no toast', async () => {
    installFakeFetch(
      routes({
        'POST /v1/register': {
          status: 400,
          body: {
            code: 'validation_failed',
            message: 'Invalid request',
            details: [{ field: 'password', code: 'too_long', message: 'password must be shorter' }],
          },
        },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(await screen.findByText('This value is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts the server message once for any other failure, without blaming a field', async () => {
    installFakeFetch(
      routes({
        'POST /v1/register': {
          status: 400,
          body: { code: 'validation_failed', message: 'Password is too long' },
        },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too long');
    expect(screen.getAllByText('Password is too long')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
  });

  it('falls back to "Registration failed" when the server gives no message', async () => {
    installFakeFetch(routes({ 'POST /v1/register': { status: 500 } }));
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the shared too-many-requests toast on 429 without blaming the e-mail', async () => {
    installFakeFetch(
      routes({
        'POST /v1/register': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } },
      }),
    );
    const { user } = await renderApp('/auth/signup');
    await fillRegistration(user, validRegistration);
    await user.click(submit());
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(within(form).getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
