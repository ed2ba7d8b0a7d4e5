import { installFakeFetch, type Reply, routes, sentRequest } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { initTestI18n, renderApp } from '../testing/render-app';

beforeAll(initTestI18n);
beforeEach(() => localStorage.clear());

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const registered = { status: 201, body: { user: { id: '1', email: 'new@example.com' } } };
const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });

async function signUp(user: User) {
  await user.type(screen.getByLabelText('E-mail'), '  new@example.com ');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The account-created banner, found by its next-step text. */
async function nextStepBanner(): Promise<HTMLElement> {
  const banner = (await screen.findByText(/We sent a verification link/)).closest('[role="status"]');
  if (!(banner instanceof HTMLElement)) throw new Error('The next step is not inside a banner');
  return banner;
}

async function afterSignUp(resendReply: Reply = { status: 202, body: { ok: true } }) {
  const { calls } = installFakeFetch(
    routes({ 'POST /v1/register': registered, 'POST /v1/users/resend-verification': resendReply }),
  );
  const { user } = await renderApp('/auth/signup');
  await signUp(user);
  return { user, calls, banner: await nextStepBanner() };
}

describe('after sign-up', () => {
  it('confirms the account in the toast and says what to do next in the banner, once each', async () => {
    const { banner } = await afterSignUp();
    expect(banner).toHaveTextContent(
      'We sent a verification link to new@example.com. Open it, then sign in here.',
    );
    expect(toasts()).toHaveTextContent('Your account has been created.');
    // Neither repeats the other.
    expect(banner).not.toHaveTextContent(/created/);
    expect(toasts()).not.toHaveTextContent(/verification link/);
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('resends the link from the banner, to the registered address, and says so in its place', async () => {
    const { user, calls, banner } = await afterSignUp();
    await user.click(within(banner).getByRole('button', { name: 'Resend the verification e-mail' }));
    expect(
      await screen.findByText(
        'If new@example.com belongs to an account that is not verified yet, a new verification link is on its way.',
      ),
    ).toBeInTheDocument();
    expect(banner).not.toHaveTextContent(/We sent a verification link/);
    expect(calls.map(sentRequest).at(-1)).toEqual({
      method: 'POST',
      path: '/v1/users/resend-verification',
      body: { email: 'new@example.com' },
      authorization: undefined,
    });
  });

  it('turns a failed resend into one error banner with a retry', async () => {
    const { user, banner } = await afterSignUp({ status: 500 });
    await user.click(within(banner).getByRole('button', { name: 'Resend the verification e-mail' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not send the e-mail. Please try again in a moment.');
    expect(within(failure).getByRole('button', { name: 'Resend the verification e-mail' })).toBeEnabled();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/We sent a verification link/)).not.toBeInTheDocument();
  });

  it('leaves a rate-limited resend to the shared toast and keeps the next step in view', async () => {
    const { user, banner } = await afterSignUp({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    const resend = within(banner).getByRole('button', { name: 'Resend the verification e-mail' });
    await user.click(resend);
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(banner).toHaveTextContent('We sent a verification link to new@example.com.');
    expect(resend).toBeEnabled();
  });
});

describe('signing in before verifying', () => {
  it('keeps a labelled way to a new link once the toast that explained it is gone', async () => {
    installFakeFetch(
      routes({
        'POST /v1/login': { status: 403, body: { code: 'email_not_verified', message: 'Verify first' } },
      }),
    );
    const { user } = await renderApp('/auth');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your e-mail address first');

    const prompt = screen.getByRole('group', { name: "Didn't get the e-mail?" });
    // The prompt does not say "not verified" again: that is the toast's job.
    expect(prompt).not.toHaveTextContent(/verify your e-mail/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(prompt).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Resend the verification e-mail' })).toBeEnabled();
  });
});
