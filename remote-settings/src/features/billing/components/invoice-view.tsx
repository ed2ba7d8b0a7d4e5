import { Skeleton, Table, type TableColumn } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFixedT } from '../../../components/fixed-language';
import { useFormat } from '../../../components/format';
import { planLabel } from '../../../components/labels';
import type { InvoiceDocument } from '../../access/types';
import { cardLabel } from './payment-methods';

type Line = InvoiceDocument['lines'][number];

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  p {
    white-space: pre-line;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

/** The document keeps the layout of the section it is in; it only names its language. */
const Document = styled.div`
  display: contents;
`;

/**
 * An invoice's content: the facts, the seller and the customer, the lines and the total, in the invoice's
 * own language (as its PDF and mail are), whatever the console's.
 */
export function InvoiceView({ invoice }: { invoice: InvoiceDocument }) {
  const { t } = useTranslation();
  const fixed = useFixedT(invoice.language);
  if (!fixed) return <Skeleton lines={8} label={t('settings.invoice.loading')} />;
  return (
    <Document lang={invoice.language}>
      <InvoiceContent invoice={invoice} t={fixed} />
    </Document>
  );
}

function InvoiceContent({ invoice, t }: { invoice: InvoiceDocument; t: TFunction }) {
  const format = useFormat(invoice.language);
  const money = (cents: number) => format.money(cents, invoice.currency);
  const customer = [
    invoice.customer.name,
    invoice.customer.address,
    invoice.customer.vat_id ? t('settings.invoice.vatId', { id: invoice.customer.vat_id }) : null,
  ]
    .filter(Boolean)
    .join('\n');
  const columns: TableColumn<Line>[] = [
    {
      id: 'description',
      header: t('settings.invoice.lines.description'),
      rowHeader: true,
      cell: (line) =>
        line.kind === 'proration' && line.from_plan
          ? t('settings.invoice.lines.proration', {
              from: planLabel(t, line.from_plan),
              to: planLabel(t, line.plan),
            })
          : t('settings.invoice.lines.plan', { plan: planLabel(t, line.plan) }),
    },
    {
      id: 'period',
      header: t('settings.invoice.lines.period'),
      cell: (line) => format.billingPeriod(line.period_start, line.period_end),
    },
    {
      id: 'amount',
      header: t('settings.invoice.lines.amount'),
      align: 'end',
      cell: (line) => money(line.amount_cents),
    },
  ];
  return (
    <>
      <Facts>
        <dt>{t('settings.invoice.number')}</dt>
        <dd>{invoice.number}</dd>
        <dt>{t('settings.invoice.issued')}</dt>
        <dd>
          <time dateTime={invoice.created_at}>{format.billingDate(invoice.created_at)}</time>
        </dd>
        <dt>{t('settings.invoice.status')}</dt>
        <dd>{invoice.status === 'paid' ? t('settings.invoices.status.paid') : invoice.status}</dd>
        <dt>{t('settings.invoice.paidWith')}</dt>
        <dd>{cardLabel(t, invoice.card_brand, invoice.card_last4)}</dd>
      </Facts>
      <Parties>
        <div>
          <h3>{t('settings.invoice.seller')}</h3>
          <p>{[invoice.seller.name, invoice.seller.address].filter(Boolean).join('\n')}</p>
        </div>
        <div>
          <h3>{t('settings.invoice.customer')}</h3>
          <p>{customer}</p>
        </div>
      </Parties>
      <Table
        columns={columns}
        rows={invoice.lines}
        rowKey={(line) => `${line.kind}-${line.period_start}-${line.plan}`}
        caption={t('settings.invoice.lines.caption')}
        hideCaption
      />
      <Total>
        <span>{t('settings.invoice.total')}</span>
        <span>{money(invoice.amount_cents)}</span>
      </Total>
    </>
  );
}
