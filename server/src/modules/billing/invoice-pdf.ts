import type { PdfDocument, PdfStep } from '../../lib/pdf-worker';
import {
  formatCard,
  formatDate,
  formatMoney,
  INVOICE_COPY,
  lineDescription,
  linePeriod,
} from './invoice-copy';
import type { InvoiceDocument } from './invoice-repository';

/** The width between the A4 page's 50-point margins. */
const WIDTH = 495;
const HALF = 235;
const GREY = '#555555';
/**
 * The lines' columns: the period gets the room for its longest dates on one line (September to November,
 * in Russian too); a long description wraps instead.
 */
const DESCRIPTION = { x: 0, width: 175 };
const PERIOD = { x: 185, width: 220 };
const AMOUNT = { x: 405, width: 90, align: 'right' } as const;

/** The invoice's page as drawing steps for the PDF worker, in the language it was issued in. */
export function invoicePdf(invoice: InvoiceDocument): PdfDocument {
  const language = invoice.language;
  const copy = INVOICE_COPY[language];
  const money = (cents: number) => formatMoney(cents, invoice.currency, language);
  const customer = [
    invoice.customer.name,
    invoice.customer.address ?? '',
    invoice.customer.vat_id ? `${copy.vatId}: ${invoice.customer.vat_id}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const seller = [invoice.seller.name, invoice.seller.address].filter(Boolean).join('\n');
  const fact = (label: string, value: string): PdfStep => ({
    kind: 'row',
    size: 10,
    cells: [
      { text: label, x: 0, width: 140, font: 'bold' },
      { text: value, x: 140, width: WIDTH - 140 },
    ],
  });
  const steps: PdfStep[] = [
    { kind: 'text', text: `${copy.title} ${invoice.number}`, x: 0, width: WIDTH, size: 20, font: 'bold' },
    { kind: 'gap', height: 12 },
    fact(copy.number, invoice.number),
    fact(copy.issued, formatDate(invoice.created_at, language)),
    fact(copy.status, copy.paid),
    fact(copy.paidWith, formatCard(invoice.card_brand, invoice.card_last4)),
    { kind: 'gap', height: 18 },
    {
      kind: 'row',
      size: 9,
      color: GREY,
      cells: [
        { text: copy.seller.toUpperCase(), x: 0, width: HALF, font: 'bold' },
        { text: copy.customer.toUpperCase(), x: WIDTH - HALF, width: HALF, font: 'bold' },
      ],
    },
    {
      kind: 'row',
      size: 10,
      cells: [
        { text: seller, x: 0, width: HALF },
        { text: customer, x: WIDTH - HALF, width: HALF },
      ],
    },
    { kind: 'gap', height: 24 },
    {
      kind: 'row',
      size: 9,
      color: GREY,
      cells: [
        { text: copy.description, ...DESCRIPTION, font: 'bold' },
        { text: copy.period, ...PERIOD, font: 'bold' },
        { text: copy.amount, ...AMOUNT, font: 'bold' },
      ],
    },
    { kind: 'rule' },
  ];
  for (const line of invoice.lines) {
    steps.push(
      {
        kind: 'row',
        size: 10,
        cells: [
          { text: lineDescription(line, language), ...DESCRIPTION },
          { text: linePeriod(line, language), ...PERIOD },
          { text: money(line.amount_cents), ...AMOUNT },
        ],
      },
      { kind: 'gap', height: 6 },
    );
  }
  steps.push(
    { kind: 'rule' },
    {
      kind: 'row',
      size: 12,
      cells: [
        { text: copy.total, x: 0, width: 300, font: 'bold' },
        { text: money(invoice.amount_cents), ...AMOUNT, font: 'bold' },
      ],
    },
  );
  return { title: `${copy.title} ${invoice.number}`, language, steps };
}
