import type { Language } from '../../lib/enums';
import type { Tx } from '../../lib/transaction';
import { enqueueMail } from '../mail/repository';
import { renderCopy } from '../mail/templates';
import { formatCard, formatMoney, INVOICE_COPY } from './invoice-copy';
import type { InvoiceRow } from './invoice-repository';
import { billingRecipients } from './subscription-repository';

/** The console's screen of one invoice (routePatterns.settingsInvoice in shared), which the mail links to. */
export const invoicePath = (id: string) => `/settings/subscription/invoices/${encodeURIComponent(id)}`;

/**
 * Queues the "invoice issued" mail to each of the organisation's owners, in the transaction that issued it
 * (the mail exists exactly when the invoice does); the outbox is woken after commit.
 */
export async function mailInvoiceIssued(
  tx: Tx,
  organizationId: string,
  invoice: InvoiceRow,
  language: Language,
): Promise<void> {
  const { emails: recipients } = await billingRecipients(tx, organizationId);
  const copy = INVOICE_COPY[language];
  const link = `${tx.ctx.config.publicUrl}${invoicePath(invoice.id)}`;
  const words = {
    subject: copy.mailSubject(invoice.number),
    intro: copy.mailIntro({
      number: invoice.number,
      total: formatMoney(invoice.amount_cents, invoice.currency, language),
      card: formatCard(invoice.card_brand, invoice.card_last4),
    }),
    action: copy.mailAction,
    outro: copy.mailOutro,
  };
  for (const email of recipients) await enqueueMail(tx, renderCopy(words, email, link));
  if (recipients.length > 0) tx.afterCommit(() => tx.ctx.mailEnqueued());
}
