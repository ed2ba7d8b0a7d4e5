import { Badge, paths, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import type { Invoice } from '../../access/types';
import { cardLabel } from './payment-methods';

/** Every charge: its number (opening the invoice), date, plan and period, amount, card, status. */
export function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumn<Invoice>[] = [
    {
      id: 'number',
      header: t('settings.invoices.table.number'),
      rowHeader: true,
      cell: (row) => <Link to={paths.settingsInvoice(row.id)}>{row.number}</Link>,
    },
    {
      id: 'date',
      header: t('settings.invoices.table.date'),
      cell: (row) => <time dateTime={row.created_at}>{format.billingDate(row.created_at)}</time>,
    },
    { id: 'plan', header: t('settings.invoices.table.plan'), cell: (row) => planLabel(t, row.plan) },
    {
      id: 'period',
      header: t('settings.invoices.table.period'),
      cell: (row) => format.billingPeriod(row.period_start, row.period_end),
    },
    {
      id: 'amount',
      header: t('settings.invoices.table.amount'),
      align: 'end',
      cell: (row) => format.money(row.amount_cents, row.currency),
    },
    {
      id: 'card',
      header: t('settings.invoices.table.card'),
      cell: (row) => (row.card_last4 ? cardLabel(t, row.card_brand ?? 'unknown', row.card_last4) : '—'),
    },
    {
      id: 'status',
      header: t('settings.invoices.table.status'),
      cell: (row) => (
        <Badge tone={row.status === 'paid' ? 'success' : 'neutral'}>
          {row.status === 'paid' ? t('settings.invoices.status.paid') : row.status}
        </Badge>
      ),
    },
  ];
  return (
    <Table
      stackOnNarrow
      columns={columns}
      rows={invoices}
      rowKey={(row) => row.id}
      caption={t('settings.invoices.table.caption')}
      hideCaption
    />
  );
}
