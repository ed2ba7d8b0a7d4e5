import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
  expect(card('pro').getByText('$29.00 per month')).toBeVisible();
  expect(card('business').getByText('$99.00 per month')).toBeVisible();
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
  ]);
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
  expect(dialog).toHaveTextContent('Visa •••• 4242 is charged $29.00 now and every month.');
  await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));
  expect(await screen.findByText('You are now on the Pro plan')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/payments/subscribe/pro', body: undefined }]);
  await waitFor(() => expect(card('pro').getByText('Current plan')).toBeVisible());
});

it('asks for a card when there is none, then upgrades with it', async () => {
  const world = makeWorld();
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a card to upgrade' });
  expect(dialog).toHaveTextContent('Pro costs $29.00 per month.');
  const form = within(dialog);
  await user.type(form.getByLabelText('Card number'), '4242424242424242');
  await user.selectOptions(form.getByLabelText('Expiry month'), '1');
  await user.selectOptions(form.getByLabelText('Expiry year'), String(new Date().getFullYear() + 1));
  await user.type(form.getByLabelText('Security code (CVC)'), '999');
  await user.type(form.getByLabelText('Name on the card'), 'Jane Doe');
  await user.click(form.getByRole('button', { name: 'Add card and upgrade' }));
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

it('downgrades after confirmation', async () => {
  const world = makeWorld({
    organization: makeOrganization({ plan: 'business' }),
    methods: [makeMethod({ id: 'm1' })],
  });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Pro' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Downgrade to Pro?' });
  await user.click(within(dialog).getByRole('button', { name: 'Downgrade to Pro' }));
  expect(await screen.findByText('You are now on the Pro plan')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/v1/payments/downgrade/pro', body: undefined }]);
});

it('lists what exceeds the lower plan when a downgrade is refused', async () => {
  const world = makeWorld({
    organization: makeOrganization({ plan: 'pro' }),
    methods: [makeMethod({ id: 'm1' })],
  });
  serveSettings(world, (call) =>
    call.path === '/v1/payments/downgrade/free'
      ? fail(409, 'plan_usage_exceeds', 'Usage exceeds the plan', {
          exceeding: [
            { metric: 'pages', used: 2, limit: 1 },
            { metric: 'members', used: 3, limit: 2 },
          ],
        })
      : undefined,
  );
  const { user } = renderSettings('/settings/subscription/plans');
  await user.click(await screen.findByRole('button', { name: 'Downgrade to Free' }));
  await user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Downgrade to Free' }),
  );
  const refused = await screen.findByRole('alertdialog', { name: "Your usage doesn't fit the Free plan" });
  expect(
    within(refused)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Status pages: 2 used, 1 allowed', 'Members (with invitations): 3 used, 2 allowed']);
  await user.click(within(refused).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(card('pro').getByText('Current plan')).toBeVisible();
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
