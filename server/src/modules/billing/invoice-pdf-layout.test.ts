import { LANGUAGES } from '../../lib/enums';
import { FONTS, type PdfStep } from '../../lib/pdf-worker';
import { invoicePdf } from './invoice-pdf';
import type { InvoiceDocument } from './invoice-repository';

// pdfkit measures text as the worker draws it: the same fonts, the same sizes.
const PDFDocument = require('pdfkit');
const measure = new PDFDocument();
measure.registerFont('regular', FONTS.regular);
measure.registerFont('bold', FONTS.bold);

/** Periods with the longest month names of either language. */
const LONG_PERIODS = [
  ['2026-09-27T00:00:00.000Z', '2026-11-27T00:00:00.000Z'],
  ['2026-11-27T00:00:00.000Z', '2026-12-27T00:00:00.000Z'],
] as const;

const invoice = (language: InvoiceDocument['language']): InvoiceDocument => ({
  id: 'inv1',
  number: 'SD-1001-000001',
  plan: 'business',
  amount_cents: 1_234_567,
  currency: 'usd',
  status: 'paid',
  period_start: new Date(LONG_PERIODS[0][0]),
  period_end: new Date(LONG_PERIODS[0][1]),
  created_at: new Date(LONG_PERIODS[0][0]),
  card_brand: 'visa',
  card_last4: '4242',
  lines: LONG_PERIODS.map(([start, end]) => ({
    kind: 'plan',
    plan: 'business',
    from_plan: null,
    period_start: start,
    period_end: end,
    amount_cents: 1_234_567,
  })),
  language,
  customer: { name: 'Example Ops GmbH', address: null, vat_id: null },
  seller: { name: 'Statusdeck', address: '' },
});

describe('the invoice PDF', () => {
  it.each(LANGUAGES)('keeps each period and amount on one line in %s', (language) => {
    const rows = invoicePdf(invoice(language)).steps.filter(
      (step): step is Extract<PdfStep, { kind: 'row' }> => step.kind === 'row',
    );
    // The line rows: the period is the middle cell, the amount the last.
    const lineRows = rows.filter((row) => row.cells.length === 3 && row.cells[1]?.text.includes('2026'));
    expect(lineRows).toHaveLength(LONG_PERIODS.length);
    for (const row of lineRows) {
      for (const cell of row.cells.slice(1)) {
        const width = measure
          .font(cell.font ?? 'regular')
          .fontSize(row.size)
          .widthOfString(cell.text);
        expect({ text: cell.text, fits: width <= cell.width }).toEqual({ text: cell.text, fits: true });
      }
    }
  });
});
