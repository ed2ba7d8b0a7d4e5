import { Button, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscriber } from '../../../api/subscriber-types';
import { SubscriberStateBadge } from './subscriber-state-badge';

type Props = {
  subscribers: readonly Subscriber[];
  /** Given to editors only: viewers get no remove buttons. */
  onRemove?(subscriber: Subscriber): void;
};

/**
 * An address wraps anywhere (an e-mail may have 254 characters without a space): the table's other
 * columns stay on screen. The whole address is also its title (a tooltip).
 */
const Email = styled.span`
  display: block;
  min-width: 12ch;
  overflow-wrap: anywhere;
`;

/** E-mail, state and when they subscribed; a remove button per row for editors. */
export function SubscribersTable({ subscribers, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const columns: TableColumn<Subscriber>[] = [
    {
      id: 'email',
      header: t('pageSubscribers.table.email'),
      cell: (row) => <Email title={row.email}>{row.email}</Email>,
      rowHeader: true,
    },
    {
      id: 'state',
      header: t('pageSubscribers.table.state'),
      cell: (row) => <SubscriberStateBadge state={row.state} />,
    },
    {
      id: 'created',
      header: t('pageSubscribers.table.subscribed'),
      cell: (row) => <time dateTime={row.created_at}>{date.format(new Date(row.created_at))}</time>,
    },
  ];
  if (onRemove) {
    columns.push({
      id: 'actions',
      header: t('pageSubscribers.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <Button
          variant="ghost"
          aria-label={t('pageSubscribers.remove.named', { email: row.email })}
          onClick={() => onRemove(row)}
        >
          {t('pageSubscribers.remove.action')}
        </Button>
      ),
    });
  }
  return (
    <Table
      columns={columns}
      rows={subscribers}
      rowKey={(row) => row.id}
      caption={t('pageSubscribers.table.caption')}
      hideCaption
    />
  );
}
