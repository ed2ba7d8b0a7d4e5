import { Badge, Button, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Subscriber } from '../../../api/subscriber-types';
import { ExactDate } from '../../../components/clock';
import { BreakableEmail } from './email-breaks';
import { SubscriberStateBadge } from './subscriber-state-badge';
import { subscriberName, TYPE_LABEL_KEYS } from './subscriber-type';

type Props = {
  subscribers: readonly Subscriber[];
  /** Given to editors only: viewers get no remove buttons. */
  onRemove?(subscriber: Subscriber): void;
  /** Opens a webhook's delivery log (reading it is allowed to every role). */
  onShowDeliveries(subscriber: Subscriber): void;
  /** Given to editors only: enables a disabled webhook again. */
  onEnable?(subscriber: Subscriber): void;
  /** The webhooks being enabled now (their buttons show it). */
  enabling?: ReadonlySet<string>;
};

/**
 * An address wraps anywhere (an e-mail may have 254 characters without a space): the table's other
 * columns stay on screen. On a phone, where the row is a card as wide as the screen, it wraps after
 * its "@" and before its dots, and inside a word only when a part is wider than the card. The whole
 * address is also its title (a tooltip).
 */
const Email = styled.span`
  display: block;
  min-width: 12ch;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.belowSm} {
    overflow-wrap: break-word;
  }
`;

/**
 * An endpoint URL (up to 2048 characters) wraps anywhere too, but stops after two lines so a long query
 * string does not make a tall row; the title holds all of it.
 */
const Endpoint = styled.span`
  display: -webkit-box;
  min-width: 12ch;
  overflow: hidden;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Contact = styled.span`
  display: block;
  font-weight: normal;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

function Who({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation();
  if (subscriber.type === 'webhook' && subscriber.endpoint) {
    return (
      <>
        <Endpoint title={subscriber.endpoint}>{subscriber.endpoint}</Endpoint>
        <Contact title={subscriber.email}>
          {t('pageSubscribers.table.contact', { email: subscriber.email })}
        </Contact>
      </>
    );
  }
  return (
    <Email title={subscriber.email}>
      <BreakableEmail email={subscriber.email} />
    </Email>
  );
}

/** Who (e-mail, or a webhook's endpoint and contact), type, state and when; row actions. */
export function SubscribersTable({ subscribers, onRemove, onShowDeliveries, onEnable, enabling }: Props) {
  const { t } = useTranslation();
  const columns: TableColumn<Subscriber>[] = [
    {
      id: 'email',
      header: t('pageSubscribers.table.subscriber'),
      cell: (row) => <Who subscriber={row} />,
      rowHeader: true,
    },
    {
      id: 'type',
      header: t('pageSubscribers.table.type'),
      cell: (row) => (
        <Badge tone={row.type === 'webhook' ? 'info' : 'neutral'}>{t(TYPE_LABEL_KEYS[row.type])}</Badge>
      ),
    },
    {
      id: 'state',
      header: t('pageSubscribers.table.state'),
      cell: (row) => <SubscriberStateBadge state={row.state} />,
    },
    {
      id: 'created',
      header: t('pageSubscribers.table.subscribed'),
      cell: (row) => <ExactDate iso={row.created_at} />,
    },
  ];
  const anyWebhook = subscribers.some((row) => row.type === 'webhook');
  if (onRemove || anyWebhook) {
    columns.push({
      id: 'actions',
      header: t('pageSubscribers.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions>
          {onEnable && row.type === 'webhook' && row.state === 'disabled' ? (
            <Button
              variant="secondary"
              loading={enabling?.has(row.id)}
              aria-label={t('pageSubscribers.enable.named', { name: subscriberName(row) })}
              onClick={() => onEnable(row)}
            >
              {t('pageSubscribers.enable.action')}
            </Button>
          ) : null}
          {row.type === 'webhook' ? (
            <Button
              variant="ghost"
              aria-label={t('pageSubscribers.deliveries.named', { name: subscriberName(row) })}
              onClick={() => onShowDeliveries(row)}
            >
              {t('pageSubscribers.deliveries.action')}
            </Button>
          ) : null}
          {onRemove ? (
            <Button
              variant="ghost"
              aria-label={t('pageSubscribers.remove.named', { email: subscriberName(row) })}
              onClick={() => onRemove(row)}
            >
              {t('pageSubscribers.remove.action')}
            </Button>
          ) : null}
        </RowActions>
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
      stackOnNarrow
    />
  );
}
