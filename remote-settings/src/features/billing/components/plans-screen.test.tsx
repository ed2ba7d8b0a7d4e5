import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

const card = (plan: string) => within(screen.getByTestId(`plan-${plan}`));

it('shows a skeleton while the plans load', async () => {
  serveSettings(makeWorld(), (call) =>
    call.path === '/v1/plans' ? new Promise<Reply>(() => undefined) : undefined,
  );
  renderSettings('/settings/subscription/plans');
  expect(await screen.findByText('Loading the plans…')).toBeInTheDocument();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveSettings(makeWorld(), (call) =>
    !up && call.path === '/v1/plans' ? fail(502, 'bad_gateway') : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The plans could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('plan-pro')).toBeVisible();
});

it('shows the three plans side by side with prices and limits, the current one marked', async () => {
  serveSettings(
    makeWorld({ organization: makeOrganization({ plan: 'pro' }), methods: [makeMethod({ id: 'm1' })] }),
  );
  renderSettings('/settings/subscription/plans');
  await screen.findByTestId('plan-pro');
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Free',
    'ProCurrent plan',
    'Business',
  ]);
  expect(card('free').getByText('No charge')).toBeVisible();
  expect(card('pro').getByText('US$29.00 per month')).toBeVisible();
  expect(card('business').getByText('US$99.00 per month')).toBeVisible();
  expect(
    within(card('business').getByRole('list', { name: 'Limits of Business' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Status pages: 25',
    'Components (largest page): 250',
    'Confirmed subscribers (largest page): 50,000',
    'Members (with invitations): 50',
    'API tokens: 100',
    'Private pages: 25',
  ]);
  const lastLimit = (plan: string) =>
    within(card(plan).getByRole('list', { name: /^Limits of/ }))
      .getAllByRole('listitem')
      .at(-1)?.textContent;
  expect(lastLimit('pro')).toBe('Private pages: 5');
  expect(lastLimit('free')).toBe('Private pages: not included');
  expect(card('pro').queryByRole('button')).not.toBeInTheDocument();
  expect(card('free').getByRole('button', { name: 'Downgrade to Free' })).toBeEnabled();
  expect(card('business').getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled();
});

it('upgrades with the default card after confirmation', async () => {
  const world = makeWorld({ methods: [makeMethod({ id: 'm1' })] });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  expect(dialog).toHaveTextContent(
    'Visa •••• 4242 is charged US$29.00 now and Pro starts at once. From 1 December 2026: US$29.00 every month.',
  );
  expect(dialog).not.toHaveTextContent('difference');
  await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(await screen.findByText('You are now on the Pro plan')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/payments/subscribe/pro', body: undefined }]);
  await waitFor(() => expect(card('pro').getByText('Current plan')).toBeVisible());
  // The cards are read again after the change, not left empty: the other plans stay choosable.
  await waitFor(() =>
    expect(card('business').getByRole('button', { name: 'Upgrade to Business' })).toBeEnabled(),
  );
  expect(card('free').getByRole('button', { name: 'Downgrade to Free' })).toBeEnabled();
});

it('asks for a card when there is none, then upgrades with it', async () => {
  const world = makeWorld();
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a card to upgrade' });
  expect(dialog).toHaveTextContent('Pro costs US$29.00 per month.');
  await submitCard(user, dialog, '4242424242424242', 'Add card and upgrade');
  expect(await screen.findByText('You are now on the Pro plan')).toBeVisible();
  expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /v1/payments/methods',
    'POST /v1/payments/subscribe/pro',
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks for a card when the server says one is needed', async () => {
  serveSettings(makeWorld({ methods: [makeMethod({ id: 'm1' })] }), (call) =>
    call.path === '/v1/payments/subscribe/pro' ? fail(402, 'payment_method_required') : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(await screen.findByRole('dialog', { name: 'Add a card to upgrade' })).toBeVisible();
  expect(screen.queryByText(/limit on status pages/)).not.toBeInTheDocument();
});

it('offers another card when the default one is declined, makes it the default and upgrades with it', async () => {
  const world = makeWorld({ methods: [makeMethod({ id: 'm1', last4: '0341' })] });
  const calls = serveSettings(world, (call) =>
    call.path === '/v1/payments/subscribe/pro' && world.methods.find((m) => m.is_default)?.last4 === '0341'
      ? fail(402, 'card_declined')
      : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = await screen.findByRole('dialog', { name: 'The card was declined' });
  expect(dialog).toHaveTextContent('Visa •••• 0341 was declined for Pro (US$29.00 per month).');
  await submitCard(user, dialog, '4242424242424242', 'Add card and upgrade');
  expect(await screen.findByText('You are now on the Pro plan')).toBeVisible();
  expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
    'POST /v1/payments/subscribe/pro',
    'POST /v1/payments/methods',
    expect.stringMatching(/^PATCH \/v1\/payments\/methods\//),
    'POST /v1/payments/subscribe/pro',
  ]);
});

it('says an upgrade during a period charges the difference for the days left', async () => {
  serveSettings(
    makeWorld({ organization: makeOrganization({ plan: 'pro' }), methods: [makeMethod({ id: 'm1' })] }),
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Business?' });
  expect(dialog).toHaveTextContent(
    'Visa •••• 4242 is charged US$70.00 now and Business starts at once. From 1 December 2026: US$99.00 every month.',
  );
  expect(dialog).toHaveTextContent(
    'US$70.00 is the difference between the plans for the days left of this period (today included).',
  );
});

it('waits for the quote before anything can be confirmed, and explains when it fails', async () => {
  let quote: 'slow' | 'failing' = 'slow';
  serveSettings(makeWorld({ methods: [makeMethod({ id: 'm1' })] }), (call) => {
    if (!call.path.startsWith('/v1/payments/quote/')) return undefined;
    return quote === 'slow' ? new Promise<Reply>(() => undefined) : fail(500, 'internal');
  });
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro?' });
  expect(within(dialog).getByText('Working out what is charged…')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  quote = 'failing';
  await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
  expect(await screen.findByText('What this change costs could not be worked out')).toBeVisible();
});

it('schedules a downgrade for the period’s end after confirmation', async () => {
  const world = makeWorld({
    organization: makeOrganization({ plan: 'business' }),
    methods: [makeMethod({ id: 'm1' })],
  });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Pro' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Downgrade to Pro?' });
  expect(dialog).toHaveTextContent(
    'Nothing is charged now. You keep Business until 1 December 2026; then Pro at US$29.00 per month.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Pro' }));
  expect(await screen.findByText('You move to the Pro plan on 1 December 2026')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/payments/downgrade/pro', body: undefined }]);
  // Chosen already: the Pro card says from when, and offers the same downgrade no more.
  expect(await card('pro').findByText('From 1 December 2026')).toBeVisible();
  expect(card('pro').queryByRole('button', { name: 'Downgrade to Pro' })).not.toBeInTheDocument();
});

it('says a downgrade to Free ends the plan at the period’s end and what stays beyond Free', async () => {
  serveSettings(
    makeWorld({ organization: makeOrganization({ plan: 'pro' }), methods: [makeMethod({ id: 'm1' })] }),
    (call) =>
      call.path === '/v1/payments/quote/free'
        ? {
            status: 200,
            body: {
              plan: 'free',
              change: 'cancel',
              amount_now_cents: 0,
              effective_at: '2026-12-01T10:00:00.000Z',
              next_charge: null,
              exceeding: [{ metric: 'pages', used: 3, limit: 1 }],
            },
          }
        : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Downgrade to Free?' });
  expect(dialog).toHaveTextContent(
    'Nothing is charged now. You keep Pro until 1 December 2026; then the organisation moves to Free.',
  );
  expect(within(dialog).getByRole('listitem')).toHaveTextContent('Status pages: 3 used, 1 allowed');
});

it('lists what exceeds the lower plan when a downgrade is refused', async () => {
  const world = makeWorld({
    organization: makeOrganization({ plan: 'business' }),
    methods: [makeMethod({ id: 'm1' })],
  });
  serveSettings(world, (call) =>
    call.path === '/v1/payments/downgrade/pro'
      ? fail(409, 'plan_usage_exceeds', 'Usage exceeds the plan', {
          exceeding: [
            { metric: 'pages', used: 6, limit: 5 },
            { metric: 'members', used: 11, limit: 10 },
          ],
        })
      : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Pro' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Downgrade to Pro' }),
  );
  const refused = await screen.findByRole('alertdialog', { name: "Your usage doesn't fit the Pro plan" });
  expect(
    within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Status pages: 6 used, 5 allowed', 'Members (with invitations): 11 used, 10 allowed']);
  await user.click(within(refused).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(card('business').getByText('Current plan')).toBeVisible();
});

it.each(['admin', 'editor', 'viewer'] as const)(
  'shows an %s the plans with the buttons disabled and why',
  async (role) => {
    const calls = serveSettings(makeWorld({ role }));
    renderSettings('/settings/subscription/plans');
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Pro' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription("Only the organisation's owner can change the plan.");
    expect(calls.some((call) => call.path.startsWith('/v1/payments/'))).toBe(false);
  },
);

it('reached from the subscription, a downgrade to Free keeps the plans on screen and the plan until the end', async () => {
  serveSettings(
    makeWorld({ organization: makeOrganization({ plan: 'pro' }), methods: [makeMethod({ id: 'm1' })] }),
  );
  const { user } = renderSettings('/settings/subscription');
  await screen.findByTestId('renewal');
  await user.click(screen.getByRole('link', { name: 'Compare plans' }));
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Downgrade to Free?' });
  await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Free' }));
  expect(await screen.findByText('You move to the Free plan on 1 December 2026')).toBeVisible();
  expect(card('pro').getByText('Current plan')).toBeVisible();
});
