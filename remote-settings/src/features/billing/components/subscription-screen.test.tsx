import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { submitCard } from '../../../testing/card-form';
import {
  fail,
  makeInvoice,
  makeMethod,
  makeOrganization,
  makeWorld,
  serveSettings,
  writes,
} from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';
import { passesLuhn } from '../card-rules';
import { usageLevel } from './usage-bars';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const pro = () => makeOrganization({ plan: 'pro' });
const region = (name: string) => screen.getByRole('region', { name });

it('shows a skeleton while the plan and usage load', async () => {
  serveSettings(makeWorld(), (call) =>
    call.path === '/v1/usage' ? new Promise<Reply>(() => undefined) : undefined,
  );
  renderSettings('/settings/subscription');
  expect(await screen.findByText('Loading the subscription…')).toBeInTheDocument();
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveSettings(makeWorld(), (call) =>
    !up && call.path === '/v1/usage' ? fail(500, 'internal') : undefined,
  );
  const { user } = renderSettings('/settings/subscription');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The subscription could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Free plan')).toBeVisible();
});

it('shows the plan, its price and a bar per metric, near and at the limit in words too', async () => {
  serveSettings(
    makeWorld({
      organization: pro(),
      methods: [makeMethod({ id: 'm1' })],
      used: { pages: 5, components: 80, subscribers: 10, members: 1, api_tokens: 0 },
    }),
  );
  renderSettings('/settings/subscription');
  expect(await screen.findByText('Pro plan')).toBeVisible();
  expect(screen.getByText('US$29.00 per month')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
    'href',
    '/settings/subscription/plans',
  );
  const pages = screen.getByRole('meter', { name: 'Status pages' });
  expect(pages).toHaveAttribute('aria-valuetext', '5 of 5');
  expect(screen.getByTestId('usage-pages')).toHaveAttribute('data-level', 'full');
  expect(within(screen.getByTestId('usage-pages')).getByText('Limit reached')).toBeVisible();
  expect(screen.getByTestId('usage-components')).toHaveAttribute('data-level', 'near');
  expect(within(screen.getByTestId('usage-components')).getByText('Near the limit')).toBeVisible();
  expect(screen.getByTestId('usage-subscribers')).toHaveAttribute('data-level', 'ok');
  expect(within(screen.getByTestId('usage-subscribers')).getByText('10 of 5,000')).toBeVisible();
  expect(screen.getByTestId('usage-private_pages')).toHaveAttribute('data-level', 'ok');
});

it('says a new Free organisation that private pages are not in its plan, without a limit reached', async () => {
  serveSettings(makeWorld());
  renderSettings('/settings/subscription');
  const privatePages = await screen.findByTestId('usage-private_pages');
  expect(privatePages).toHaveAttribute('data-level', 'excluded');
  expect(privatePages).toHaveTextContent('Private pagesNot in the Free plan');
  expect(within(privatePages).queryByRole('meter')).toBeNull();
  expect(within(privatePages).queryByText('Limit reached')).toBeNull();
  expect(screen.getByRole('meter', { name: 'Status pages' })).toHaveAttribute('aria-valuetext', '1 of 1');
});

it('lists cards and invoices to the owner', async () => {
  serveSettings(
    makeWorld({
      organization: pro(),
      methods: [
        makeMethod({ id: 'm1' }),
        makeMethod({
          id: 'm2',
          last4: '4444',
          brand: 'mastercard',
          is_default: false,
          exp_month: 3,
          exp_year: 2031,
        }),
      ],
      invoices: [makeInvoice({ id: 'inv1' })],
    }),
  );
  renderSettings('/settings/subscription');
  await screen.findByText('Mastercard •••• 4444');
  const methods = within(region('Payment methods'));
  const visa = methods.getByRole('row', { name: /Visa •••• 4242/ });
  expect(within(visa).getByText('Default')).toBeVisible();
  expect(within(visa).getByText('12/2030')).toBeVisible();
  expect(within(visa).queryByRole('button', { name: /^Make default/ })).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('row', { name: /Mastercard •••• 4444/ })).getByText('03/2031'),
  ).toBeVisible();
  const invoice = within(region('Invoices')).getByRole('row', { name: /1 November 2026/ });
  expect(within(invoice).getByText('US$29.00')).toBeVisible();
  expect(within(invoice).getByText('Paid')).toBeVisible();
  expect(within(invoice).getByText('Pro')).toBeVisible();
  expect(screen.getByText(/can't be removed while the plan is paid/)).toBeVisible();
});

it('offers the first card and explains there are no invoices yet', async () => {
  serveSettings(makeWorld());
  renderSettings('/settings/subscription');
  const empty = await screen.findByRole('region', { name: 'No cards yet' });
  expect(within(empty).getByRole('button', { name: 'Add card' })).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeVisible();
});

it('lists declined payments under the invoices: when, what for, the amount and the card', async () => {
  serveSettings(
    makeWorld({
      methods: [makeMethod({ id: 'm1' })],
      declinedCharges: [
        {
          id: 'c2',
          kind: 'upgrade',
          plan: 'business',
          amount_cents: 9900,
          card_brand: 'visa',
          card_last4: '0341',
          created_at: '2026-11-20T09:30:00.000Z',
        },
        {
          id: 'c1',
          kind: 'renewal',
          plan: 'pro',
          amount_cents: 2900,
          card_brand: 'visa',
          card_last4: '0341',
          created_at: '2026-11-19T09:30:00.000Z',
        },
      ],
    }),
  );
  renderSettings('/settings/subscription');
  expect(await screen.findByRole('heading', { name: 'Declined payments' })).toBeVisible();
  const invoices = within(region('Invoices'));
  const upgrade = invoices.getByRole('row', { name: /20 November 2026/ });
  expect(within(upgrade).getByText('Upgrade to Business')).toBeVisible();
  expect(within(upgrade).getByText('US$99.00')).toBeVisible();
  expect(within(upgrade).getByText('Visa •••• 0341')).toBeVisible();
  expect(within(upgrade).getByText('Declined')).toBeVisible();
  expect(
    within(invoices.getByRole('row', { name: /19 November 2026/ })).getByText('Renewal of the Pro plan'),
  ).toBeVisible();
  // No invoice was issued for them.
  expect(invoices.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
});

it.each(['admin', 'editor', 'viewer'] as const)(
  'shows an %s the plan and usage but no billing, with the reason',
  async (role) => {
    const calls = serveSettings(makeWorld({ role }));
    renderSettings('/settings/subscription');
    expect(await screen.findByText('Free plan')).toBeVisible();
    expect(
      screen.getByText("Only the organisation's owner manages payment methods, invoices and the plan."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add card' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/v1/payments/'))).toBe(false);
  },
);

describe('add a card', () => {
  async function openForm(user: ReturnType<typeof renderSettings>['user']) {
    const empty = await screen.findByRole('region', { name: 'No cards yet' });
    await user.click(within(empty).getByRole('button', { name: 'Add card' }));
    return screen.getByRole('dialog', { name: 'Add a card' });
  }

  const fill = (
    user: ReturnType<typeof renderSettings>['user'],
    dialog: HTMLElement,
    number = '4242 4242 4242 4242',
  ) => submitCard(user, dialog, number);

  it('sends the card once (digits only) and lists it as the default', async () => {
    const world = makeWorld();
    const calls = serveSettings(world);
    const { user } = renderSettings('/settings/subscription');
    const dialog = await openForm(user);
    expect(dialog).toHaveTextContent('Test mode: use 4242 4242 4242 4242');
    await fill(user, dialog);
    expect(await screen.findByRole('row', { name: /Visa •••• 4242/ })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/payments/methods',
        body: {
          card_number: '4242424242424242',
          exp_month: 12,
          exp_year: new Date().getFullYear() + 2,
          cvc: '123',
          holder_name: 'Jane Doe',
        },
      },
    ]);
  });

  it('says in the form that the card was declined, and keeps it open', async () => {
    serveSettings(makeWorld(), (call) =>
      call.method === 'POST' && call.path === '/v1/payments/methods'
        ? fail(402, 'card_declined', 'Your card was declined.')
        : undefined,
    );
    const { user } = renderSettings('/settings/subscription');
    const dialog = await openForm(user);
    await fill(user, dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The card was declined. Try another card.',
    );
    expect(screen.getByRole('dialog', { name: 'Add a card' })).toBeVisible();
    // A declined card is not a plan limit: the plan toast does not appear.
    expect(screen.queryByText(/limit on status pages/)).not.toBeInTheDocument();
  });

  it('checks the number (Luhn) and the other fields before asking the server', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings/subscription');
    const dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('This card number is not valid')).toBeVisible();
    expect(within(dialog).getByText('Enter the security code')).toBeVisible();
    expect(within(dialog).getByText('Enter the name on the card')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it("puts the server's card_expired detail on the expiry", async () => {
    serveSettings(makeWorld(), (call) =>
      call.method === 'POST' && call.path === '/v1/payments/methods'
        ? fail(400, 'validation_failed', 'Invalid', {
            details: [{ field: 'exp_month', code: 'card_expired', message: 'The card has expired' }],
          })
        : undefined,
    );
    const { user } = renderSettings('/settings/subscription');
    const dialog = await openForm(user);
    await fill(user, dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Expiry year')).toHaveAccessibleDescription(
        'This card has expired',
      ),
    );
  });
});

it('makes another card the default', async () => {
  const world = makeWorld({
    organization: pro(),
    methods: [
      makeMethod({ id: 'm1' }),
      makeMethod({ id: 'm2', last4: '4444', brand: 'mastercard', is_default: false }),
    ],
  });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription');
  await user.click(await screen.findByRole('button', { name: 'Make default: Mastercard •••• 4444' }));
  expect(await screen.findByText('Mastercard •••• 4444 is now the default card')).toBeVisible();
  expect(writes(calls)).toEqual([
    { method: 'PATCH', path: '/v1/payments/methods/m2', body: { is_default: true } },
  ]);
  await waitFor(() =>
    expect(within(screen.getByRole('row', { name: /Mastercard/ })).getByText('Default')).toBeVisible(),
  );
});

it('removes a card after confirmation', async () => {
  const world = makeWorld({ methods: [makeMethod({ id: 'm1' })] });
  const calls = serveSettings(world);
  const { user } = renderSettings('/settings/subscription');
  await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove Visa •••• 4242?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
  expect(await screen.findByText('Visa •••• 4242 removed')).toBeVisible();
  expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/payments/methods/m1', body: undefined }]);
  expect(await screen.findByRole('heading', { name: 'No cards yet' })).toBeVisible();
});

it('explains why the default card of a paid plan was not removed', async () => {
  serveSettings(makeWorld({ organization: pro(), methods: [makeMethod({ id: 'm1' })] }), (call) =>
    call.method === 'DELETE' ? fail(409, 'default_method_required', 'Default method required') : undefined,
  );
  const { user } = renderSettings('/settings/subscription');
  await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove card' }));
  expect(await screen.findByText('The card was not removed')).toBeVisible();
  expect(screen.getByText(/The default card can't be removed while a paid plan needs it/)).toBeVisible();
  expect(screen.getByRole('row', { name: /Visa •••• 4242/ })).toBeVisible();
});

it.each([
  [0, 0, 'excluded'],
  [1, 0, 'full'],
  [0, 10, 'ok'],
  [7, 10, 'ok'],
  [8, 10, 'near'],
  [10, 10, 'full'],
  [12, 10, 'full'],
] as const)('rates %i of %i as %s', (used, limit, level) => {
  expect(usageLevel(used, limit)).toBe(level);
});

it.each([
  ['4242424242424242', true],
  ['4000000000000002', true],
  ['4242424242424241', false],
  ['42', false],
] as const)('checks %s with Luhn as %s', (number, valid) => {
  expect(passesLuhn(number)).toBe(valid);
});
