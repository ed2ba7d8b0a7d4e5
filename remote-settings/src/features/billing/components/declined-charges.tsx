import { Badge, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import type { DeclinedCharge } from '../../access/types';
import { useDeclinedCharges } from '../api';
import { cardLabel } from './payment-methods';

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

/**
 * Payments the provider declined (an upgrade, or a renewal's try), under the invoices: nothing was charged
 * and no invoice issued, but the owner sees what was tried, when and on which card. Nothing shows while
 * there are none, or when they cannot be read (the invoices above are what matters then).
 */
export function DeclinedCharges() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useDeclinedCharges(true);
  if (!data || data.length === 0) return null;
  const columns: TableColumn<DeclinedCharge>[] = [
    {
      id: 'date',
      header: t('settings.invoices.table.date'),
      rowHeader: true,
      cell: (row) => <time dateTime={row.created_at}>{format.billingDate(row.created_at)}</time>,
    },
    {
      id: 'what',
      header: t('settings.invoices.declined.what'),
      cell: (row) =>
        row.kind === 'renewal'
          ? t('settings.invoices.declined.renewal', { plan: planLabel(t, row.plan) })
          : t('settings.invoices.declined.upgrade', { plan: planLabel(t, row.plan) }),
    },
    {
      id: 'amount',
      header: t('settings.invoices.table.amount'),
      align: 'end',
      cell: (row) => format.money(row.amount_cents),
    },
    {
      id: 'card',
      header: t('settings.invoices.table.card'),
      cell: (row) => cardLabel(t, row.card_brand, row.card_last4),
    },
    {
      id: 'status',
      header: t('settings.invoices.table.status'),
      cell: () => <Badge tone="danger">{t('settings.invoices.declined.status')}</Badge>,
    },
  ];
  return (
    <>
      <Subheading id="declined-charges-title">{t('settings.invoices.declined.title')}</Subheading>
      <Table
        stackOnNarrow
        columns={columns}
        rows={data}
        rowKey={(row) => row.id}
        caption={t('settings.invoices.declined.title')}
        hideCaption
      />
    </>
  );
}
