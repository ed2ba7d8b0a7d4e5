import { initTestI18n, storeSignedInUser } from '@statusdeck/shared/testing';
import { screen, within } from '@testing-library/react';
import { serveConsole, usage } from '../../../testing/page-fixtures';
import { renderAt } from '../../../testing/render-remote';
import { AddPageScreen } from './add-page-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

function renderAdd(table: Parameters<typeof serveConsole>[0] = {}) {
  const calls = serveConsole({
    'GET /v1/pages/slug-availability': { status: 200, body: { slug: 'x', available: true } },
    'GET /v1/usage': usage(0, 1),
    ...table,
  });
  const view = renderAt('/statuspages/add', [{ path: '/statuspages/add', element: <AddPageScreen /> }]);
  return { calls, ...view };
}

const hint = (address: string) => `Lowercase letters, digits and hyphens. Your page will be at ${address}.`;

it('shows the full public address, the typed slug encoded as a browser sends it', async () => {
  const { user } = renderAdd();
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  // No slug yet: a plain ellipsis, not its percent-encoding.
  expect(screen.getByText(hint('http://localhost/public-page?page=…'))).toBeVisible();
  await user.type(slug, 'Bad Slug&x');
  expect(screen.getByText(hint('http://localhost/public-page?page=Bad%20Slug%26x'))).toBeVisible();
});

it('says while typing that an address is malformed, before the field is left', async () => {
  const { user } = renderAdd();
  const slug = await screen.findByRole('textbox', { name: 'Address' });
  await user.type(slug, 'Bad_Slug');
  expect(slug).toHaveFocus();
  expect(screen.getByTestId('slug-check')).toHaveTextContent(
    /Use lowercase latin letters, digits and hyphens/,
  );
  expect(screen.getByTestId('slug-check')).toHaveAttribute('aria-live', 'polite');
  // Once the field shows the error itself, the live line does not say it a second time.
  await user.tab();
  expect(screen.getAllByText(/Use lowercase latin letters, digits and hyphens/)).toHaveLength(1);
});

it('says a new page starts unpublished', async () => {
  renderAdd();
  expect(await screen.findByText(/The page starts unpublished/)).toBeVisible();
});

it('explains the plan limit with the way to the plans, and the form cannot be sent', async () => {
  const { user, calls } = renderAdd({ 'GET /v1/usage': usage(1, 1) });
  expect(await screen.findByText('Your plan allows no more status pages')).toBeVisible();
  const allowance = screen.getByTestId('page-allowance');
  expect(allowance).toHaveTextContent("1 of 1 pages on the Free plan. You have reached your plan's limit.");
  expect(within(allowance).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
    'href',
    '/settings/subscription/plans',
  );
  const submit = screen.getByRole('button', { name: 'Create status page' });
  expect(submit).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme');
  await user.click(submit);
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
});
