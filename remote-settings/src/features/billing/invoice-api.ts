import { apiFetch, saveFile } from '@statusdeck/shared';
import useSWR from 'swr';
import type { InvoiceDocument } from '../access/types';
import { invoicesKey } from './api';

export const invoiceKey = (id: string) => `${invoicesKey}/${encodeURIComponent(id)}`;

/** One invoice as issued (owners only); 404 for an id that is not the organisation's. */
export function useInvoice(id: string) {
  return useSWR(invoiceKey(id), () => apiFetch<InvoiceDocument>(invoiceKey(id)));
}

/**
 * Saves the invoice's PDF as `<number>.pdf`, fetched with the bearer token (which a plain link would not
 * carry), bytes unchanged.
 */
export async function downloadInvoicePdf(invoice: Pick<InvoiceDocument, 'id' | 'number'>): Promise<void> {
  const pdf = await apiFetch<Blob>(`${invoiceKey(invoice.id)}/pdf`, { read: 'blob' });
  saveFile(`${invoice.number}.pdf`, pdf, 'application/pdf');
}
