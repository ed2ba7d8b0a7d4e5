import { initTestI18n, type Reply, storeSignedInUser } from '@statusdeck/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import ru from '../../../../../locales/ru/translation.json';
import { fail, makeInvoice, makeWorld, serveSettings, writes } from '../../../testing/fixtures';
import { renderSettings } from '../../../testing/render';
import type { InvoiceDocument } from '../../access/types';
import { INVOICE_PRINT_CSS } from './invoice-screen';

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  storeSignedInUser();
});

const DOCUMENT: InvoiceDocument = {
  ...makeInvoice({ id: 'inv7', number: 'SD-1001-000007' }),
  lines: [
    {
      kind: 'proration',
      plan: 'business',
      from_plan: 'pro',
      period_start: '2026-11-15T00:00:00.000Z',
      period_end: '2026-12-01T00:00:00.000Z',
      amount_cents: 2900,
    },
  ],
  language: 'en',
  customer: { name: 'Example Ops GmbH', address: 'Line one\nLine two', vat_id: 'DE123456789' },
  seller: { name: 'Statusdeck', address: '' },
};

const serveInvoice = (reply: (path: string) => Reply | Promise<Reply> | undefined) =>
  serveSettings(makeWorld({ invoices: [DOCUMENT] }), (call) =>
    call.path.startsWith('/v1/payments/invoices/') ? reply(call.path) : undefined,
  );

it('opens an invoice from the table and shows what it charges, for whom and the total', async () => {
  serveInvoice(() => ({ status: 200, body: DOCUMENT }));
  const { user } = renderSettings('/settings/subscription');
  const table = within(await screen.findByRole('region', { name: 'Invoices' }));
  await user.click(await table.findByRole('link', { name: 'SD-1001-000007' }));
  expect(await screen.findByRole('heading', { name: 'Invoice SD-1001-000007' })).toBeVisible();
  expect(screen.getByText('Upgrade from Pro to Business, prorated')).toBeVisible();
  expect(screen.getByText('Example Ops GmbH', { exact: false })).toHaveTextContent('VAT ID: DE123456789');
  expect(screen.getByText('Visa •••• 4242')).toBeVisible();
  expect(screen.getAllByText('US$29.00')).toHaveLength(2);
  expect(screen.getByRole('link', { name: '← Subscription and invoices' })).toHaveAttribute(
    'href',
    '/settings/subscription',
  );
});

it('downloads the PDF with the bearer token as <number>.pdf, from the keyboard', async () => {
  const calls = serveInvoice((path) =>
    path.endsWith('/pdf') ? { status: 200, body: '%PDF-1.3 fake' } : { status: 200, body: DOCUMENT },
  );
  const saved: Blob[] = [];
  // jsdom implements neither object URLs nor downloads: record what would be saved.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:pdf';
    },
    revokeObjectURL: () => undefined,
  });
  const downloads: string[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
    downloads.push(event.target.download);
    event.preventDefault();
  };
  document.addEventListener('click', onClick);
  const { user } = renderSettings('/settings/subscription/invoices/inv7');
  const download = await screen.findByRole('button', { name: 'Download PDF' });
  download.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(downloads).toEqual(['SD-1001-000007.pdf']));
  expect(saved[0]?.type).toBe('application/pdf');
  const request = calls.find((call) => call.path === '/v1/payments/invoices/inv7/pdf');
  expect(request?.headers.Authorization).toMatch(/^Bearer /);
  document.removeEventListener('click', onClick);
});

it('shows a skeleton while the invoice loads', async () => {
  serveInvoice(() => new Promise<Reply>(() => undefined));
  renderSettings('/settings/subscription/invoices/inv7');
  expect(await screen.findByText('Loading the invoice…')).toBeInTheDocument();
});

it("says an invoice that is not the organisation's is not found, with the way back", async () => {
  serveInvoice(() => fail(404, 'not_found'));
  renderSettings('/settings/subscription/invoices/other');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invoice not found');
  // One way back, not two.
  expect(screen.getAllByRole('link', { name: '← Subscription and invoices' })).toHaveLength(1);
});

it('prints the invoice on white, with page margins', () => {
  expect(INVOICE_PRINT_CSS).toMatch(/@page \{\s*margin: 15mm;/);
  expect(INVOICE_PRINT_CSS).toMatch(/@media print \{\s*html, body \{\s*background: #ffffff !important;/);
});

it('explains a failure and loads again on retry', async () => {
  let up = false;
  serveInvoice(() => (up ? { status: 200, body: DOCUMENT } : fail(500, 'internal')));
  const { user } = renderSettings('/settings/subscription/invoices/inv7');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The invoice could not be loaded');
  up = true;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Invoice SD-1001-000007' })).toBeVisible();
});

it('shows an admin no invoice and asks nothing of the server', async () => {
  const calls = serveSettings(makeWorld({ role: 'admin' }));
  renderSettings('/settings/subscription/invoices/inv7');
  expect(
    await screen.findByText("Only the organisation's owner manages payment methods, invoices and the plan."),
  ).toBeVisible();
  expect(calls.some((call) => call.path.startsWith('/v1/payments/'))).toBe(false);
});

describe('billing details', () => {
  it('saves the name, address, VAT ID and language, blanks as none', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings/subscription');
    const form = within(await screen.findByRole('form', { name: 'Billing details' }));
    await user.type(form.getByLabelText('Billing name', { exact: false }), '  Example Ops GmbH ');
    await user.type(form.getByLabelText('Billing address'), 'Line one{Enter}Line two');
    await user.type(form.getByLabelText('VAT ID', { exact: false }), 'DE123456789');
    await user.selectOptions(form.getByLabelText('Invoice language', { exact: false }), 'ru');
    await user.click(form.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details saved')).toBeVisible();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/payments/billing-details',
        body: {
          name: 'Example Ops GmbH',
          address: 'Line one\nLine two',
          vat_id: 'DE123456789',
          language: 'ru',
        },
      },
    ]);
  });

  it('refuses a malformed VAT ID with the reason and sends nothing', async () => {
    const calls = serveSettings(makeWorld());
    const { user } = renderSettings('/settings/subscription');
    const form = within(await screen.findByRole('form', { name: 'Billing details' }));
    await user.type(form.getByLabelText('VAT ID', { exact: false }), 'not a <vat>');
    await user.click(form.getByRole('button', { name: 'Save billing details' }));
    expect(await form.findByText(/Use 2–30 letters, digits/)).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });
});

describe('in Russian', () => {
  beforeAll(async () => {
    i18next.addResourceBundle('ru', 'translation', ru, true, true);
    await act(() => i18next.changeLanguage('ru'));
  });
  afterAll(() => act(() => i18next.changeLanguage('en')));

  it('shows a Russian invoice and its download in Russian', async () => {
    serveInvoice(() => ({ status: 200, body: { ...DOCUMENT, language: 'ru' } }));
    renderSettings('/settings/subscription/invoices/inv7');
    expect(await screen.findByRole('heading', { name: 'Счёт SD-1001-000007' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeVisible();
    expect(screen.getByText('Переход с тарифа Pro на Business, пропорционально')).toBeVisible();
  });

  it('shows an English invoice in English, the console around it in Russian', async () => {
    serveInvoice(() => ({ status: 200, body: DOCUMENT }));
    renderSettings('/settings/subscription/invoices/inv7');
    expect(await screen.findByText('Upgrade from Pro to Business, prorated')).toBeVisible();
    expect(screen.getAllByText('US$29.00')).toHaveLength(2);
    expect(screen.getByText('15 November 2026 – 1 December 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Подписка и счета' })).toBeVisible();
  });
});

it('shows a Russian invoice in Russian (labels, money, dates), the console around it in English', async () => {
  i18next.addResourceBundle('ru', 'translation', ru, true, true);
  serveInvoice(() => ({ status: 200, body: { ...DOCUMENT, language: 'ru' } }));
  renderSettings('/settings/subscription/invoices/inv7');
  const proration = await screen.findByText('Переход с тарифа Pro на Business, пропорционально');
  expect(proration.closest('[lang]')).toHaveAttribute('lang', 'ru');
  expect(screen.getAllByText(/^29,00\s\$$/)).toHaveLength(2);
  expect(screen.getByText(/^15 ноября 2026/)).toBeVisible();
  expect(screen.queryByText('Upgrade from Pro to Business, prorated')).toBeNull();
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(screen.getByRole('link', { name: '← Subscription and invoices' })).toBeVisible();
});
