import { Badge, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Delivery, DeliveryEvent } from '../api/delivery-types';
import { RelativeTime } from './relative-time';

const EVENT_LABEL_KEYS: Record<DeliveryEvent, string> = {
  'incident.update': 'statuspages.deliveries.events.incidentUpdate',
  'component.update': 'statuspages.deliveries.events.componentUpdate',
  test: 'statuspages.deliveries.events.test',
};

const ErrorText = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The receiver's answer (green for 2xx), or why there was none (timeout, refused, …). */
function Result({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  if (delivery.status_code !== null) {
    const ok = delivery.status_code >= 200 && delivery.status_code < 300;
    return (
      <Badge tone={ok ? 'success' : 'danger'}>
        {t('statuspages.deliveries.status', { code: delivery.status_code })}
      </Badge>
    );
  }
  return <ErrorText>{delivery.error ?? t('statuspages.deliveries.noAnswer')}</ErrorText>;
}

/** Time, event, attempt, result and duration of each delivery, stacked as cards on a phone. */
export function DeliveriesTable({ deliveries }: { deliveries: readonly Delivery[] }) {
  const { t, i18n } = useTranslation();
  const duration = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'millisecond' });
  const columns: TableColumn<Delivery>[] = [
    {
      id: 'time',
      header: t('statuspages.deliveries.table.time'),
      cell: (row) => <RelativeTime iso={row.created_at} />,
      rowHeader: true,
    },
    {
      id: 'event',
      header: t('statuspages.deliveries.table.event'),
      cell: (row) => t(EVENT_LABEL_KEYS[row.event] ?? row.event),
    },
    {
      id: 'attempt',
      header: t('statuspages.deliveries.table.attempt'),
      cell: (row) => row.attempt,
    },
    {
      id: 'result',
      header: t('statuspages.deliveries.table.result'),
      cell: (row) => <Result delivery={row} />,
    },
    {
      id: 'duration',
      header: t('statuspages.deliveries.table.duration'),
      cell: (row) => duration.format(row.duration_ms),
      align: 'end',
    },
  ];
  return (
    <Table
      columns={columns}
      rows={deliveries}
      rowKey={(row) => row.id}
      caption={t('statuspages.deliveries.table.caption')}
      hideCaption
      stackOnNarrow
    />
  );
}
