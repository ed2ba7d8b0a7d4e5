import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { PERIOD_END } from '../../../testing/billing-world';
import { submitCard } from '../../../testing/card-form';
import {
  fail,
  makeMethod,
  makeOrganization,
  makeWorld,
  serveSettings,
  writes,
} from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const onPlan = (plan: 'pro' | 'business', extra = {}) =>
  makeWorld({ organization: makeOrganization({ plan }), methods: [makeMethod({ id: 'm1' })], ...extra });

it('shows the next charge and its card; cancelling says when the plan ends, and Resume undoes it', async () => {
  const calls = serveSettings(onPlan('pro'));
  const { user } = renderSettings('/settings/subscription');
  const renewal = await screen.findByTestId('renewal');
  expect(renewal).toHaveTextContent('Next charge: US$29.00 on 1 December 2026, to Visa •••• 4242.');
  await user.click(within(renewal).getByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel the Pro plan?' });
  expect(dialog).toHaveTextContent(
    'The Pro plan stays until 1 December 2026, then the organisation moves to Free',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel at the end of the period' }));
  expect(await screen.findByText('The Pro plan ends on 1 December 2026')).toBeVisible();
  expect(
    await screen.findByText('Ends on 1 December 2026. Then the organisation moves to the Free plan.'),
  ).toBeVisible();

  await user.click(within(screen.getByTestId('renewal')).getByRole('button', { name: 'Resume' }));
  expect(await screen.findByText('The Pro plan continues')).toBeVisible();
  expect(
    await screen.findByText('Next charge: US$29.00 on 1 December 2026, to Visa •••• 4242.'),
  ).toBeVisible();
  expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /v1/payments/cancel',
    'POST /v1/payments/resume',
  ]);
});

it('shows a scheduled downgrade with a way to keep the plan', async () => {
  const calls = serveSettings(
    onPlan('business', {
      subscription: {
        scheduled_plan: 'pro',
        next_charge: { at: PERIOD_END, amount_cents: 2900, plan: 'pro' },
      },
    }),
  );
  const { user } = renderSettings('/settings/subscription');
  const renewal = await screen.findByTestId('renewal');
  expect(renewal).toHaveTextContent('Moves to Pro on 1 December 2026; then US$29.00 per month.');
  await user.click(within(renewal).getByRole('button', { name: 'Keep Business' }));
  expect(await screen.findByText('The Business plan continues')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/payments/resume', body: undefined }]);
});

it('shows a failed payment above every settings section, with the next try and how to pay now', async () => {
  serveSettings(
    onPlan('pro', {
      subscription: {
        renewal_failures: 1,
        next_charge: { at: '2026-12-02T10:00:00.000Z', amount_cents: 2900, plan: 'pro' },
      },
    }),
  );
  renderSettings('/settings/users');
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('The payment for the Pro plan failed');
  expect(banner).toHaveTextContent(
    'We try again on 2 December 2026. Failed payments are tried again 1, 3 and 5 days',
  );
  expect(within(banner).getByRole('link', { name: 'Update the card' })).toHaveAttribute(
    'href',
    '/settings/subscription',
  );
});

it('says the organisation moved to Free after the last failed try, and what that means', async () => {
  serveSettings(makeWorld({ subscription: { lapsed_at: '2026-12-06T10:01:00.000Z' } }));
  renderSettings('/settings/subscription');
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('The organisation moved to the Free plan on 6 December 2026');
  expect(banner).toHaveTextContent(
    "Nothing was deleted, but what exceeds the Free plan's limits can't grow.",
  );
  expect(within(banner).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
    'href',
    '/settings/subscription/plans',
  );
  expect(screen.queryByTestId('renewal')).not.toBeInTheDocument();
});

it('shows a skeleton while the billing details load, and a retry when they fail', async () => {
  let answer: 'slow' | 'failing' = 'slow';
  serveSettings(onPlan('pro'), (call) => {
    if (call.path !== '/v1/payments/subscription') return undefined;
    return answer === 'slow' ? new Promise<Reply>(() => undefined) : fail(500, 'internal');
  });
  const first = renderSettings('/settings/subscription');
  expect(await screen.findByText('Loading the billing details…')).toBeInTheDocument();
  first.unmount();
  answer = 'failing';
  localStorage.clear();
  storeSignedInUser();
  renderSettings('/settings/subscription');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The billing details could not be loaded');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
});

it('never asks for the billing details for anyone but the owner', async () => {
  const calls = serveSettings(makeWorld({ role: 'admin', organization: makeOrganization({ plan: 'pro' }) }));
  renderSettings('/settings/subscription');
  expect(await screen.findByText('Pro plan')).toBeVisible();
  expect(calls.some((call) => call.path === '/v1/payments/subscription')).toBe(false);
  expect(screen.queryByTestId('renewal')).not.toBeInTheDocument();
});

describe('a card change while a renewal is failing', () => {
  const failing = () =>
    onPlan('pro', {
      subscription: {
        renewal_failures: 1,
        next_charge: { at: '2026-12-02T10:00:00.000Z', amount_cents: 2900, plan: 'pro' },
      },
    });

  it('says the new card paid, and until when the plan is renewed; the banner goes', async () => {
    const world = failing();
    serveSettings(world, (call) => {
      // The server charges a card added during a failing renewal at once.
      if (call.method === 'POST' && call.path === '/v1/payments/methods') {
        world.subscription = { renewal_failures: 0, period_end: '2027-01-01T10:00:00.000Z' };
      }
      return undefined;
    });
    const { user } = renderSettings('/settings/subscription');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment for the Pro plan failed');
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog');
    await submitCard(user, dialog, '5555555555554444');
    expect(
      await screen.findByText('Payment received: the Pro plan is renewed until 1 January 2027'),
    ).toBeVisible();
    expect(screen.queryByText('The payment for the Pro plan failed')).not.toBeInTheDocument();
  });

  it('says a new default card was declined too, and when the next try is', async () => {
    const world = failing();
    world.methods.push(makeMethod({ id: 'm2', last4: '1881', is_default: false }));
    serveSettings(world, (call) => {
      if (call.method === 'PATCH' && call.path === '/v1/payments/methods/m2') {
        // The server tried the new default card at once, and the provider declined it.
        world.declinedCharges = [
          {
            id: 'c2',
            kind: 'renewal',
            plan: 'pro',
            amount_cents: 2900,
            card_brand: 'visa',
            card_last4: '1881',
            created_at: '2026-12-01T11:00:00.000Z',
          },
          ...world.declinedCharges,
        ];
      }
      return undefined;
    });
    const { user } = renderSettings('/settings/subscription');
    await user.click(await screen.findByRole('button', { name: 'Make default: Visa •••• 1881' }));
    expect(await screen.findByText('Visa •••• 1881 is now the default card')).toBeVisible();
    expect(screen.getByText('The card was declined. We try again on 2 December 2026.')).toBeVisible();
  });

  it('claims nothing when the card change tried no payment (or its outcome is unknown)', async () => {
    const world = failing();
    world.methods.push(makeMethod({ id: 'm2', last4: '1881', is_default: false }));
    serveSettings(world);
    const { user } = renderSettings('/settings/subscription');
    await user.click(await screen.findByRole('button', { name: 'Make default: Visa •••• 1881' }));
    expect(await screen.findByText('Visa •••• 1881 is now the default card')).toBeVisible();
    expect(screen.queryByText(/Payment received|was declined/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment for the Pro plan failed');
  });

  it('says nothing about a payment when no renewal was failing', async () => {
    const world = onPlan('pro');
    world.methods.push(makeMethod({ id: 'm2', last4: '1881', is_default: false }));
    serveSettings(world);
    const { user } = renderSettings('/settings/subscription');
    await user.click(await screen.findByRole('button', { name: 'Make default: Visa •••• 1881' }));
    expect(await screen.findByText('Visa •••• 1881 is now the default card')).toBeVisible();
    expect(screen.queryByText(/Payment received|was declined/)).not.toBeInTheDocument();
  });
});
