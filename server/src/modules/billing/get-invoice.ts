import type { VerbArgs } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PdfWorker } from '../../lib/pdf-worker';
import { invoicePdf } from './invoice-pdf';
import { findInvoiceOfOrganization, type InvoiceDocument } from './invoice-repository';

/** One of the caller's organisation's invoices; another organisation's (or a malformed) id is not found. */
export async function getInvoice({ ctx, actor, input }: VerbArgs<{ id: string }>): Promise<InvoiceDocument> {
  const invoice = isUuid(input.id)
    ? await findInvoiceOfOrganization(ctx.db, actor.organizationId, input.id)
    : null;
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

/** The invoice as a PDF named after its number, rendered on the PDF worker thread. */
export async function getInvoicePdf(
  args: VerbArgs<{ id: string }> & { pdf: PdfWorker },
): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = await getInvoice(args);
  return { filename: `${invoice.number}.pdf`, pdf: await args.pdf.render(invoicePdf(invoice)) };
}
