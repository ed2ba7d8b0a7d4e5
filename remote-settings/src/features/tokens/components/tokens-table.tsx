import { Badge, Button, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../components/format';
import { roleLabel } from '../../../components/labels';
import type { ApiToken } from '../../access/types';

const Prefix = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type Props = { tokens: readonly ApiToken[]; onRevoke(token: ApiToken): void; now?: Date };

/** Name, prefix, role ceiling, created, last used and expiry of each token; Revoke per row. */
export function TokensTable({ tokens, onRevoke, now = new Date() }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumn<ApiToken>[] = [
    { id: 'name', header: t('settings.tokens.table.name'), rowHeader: true, cell: (row) => row.name },
    {
      id: 'prefix',
      header: t('settings.tokens.table.prefix'),
      cell: (row) => <Prefix>{row.prefix}…</Prefix>,
    },
    { id: 'role', header: t('settings.tokens.table.role'), cell: (row) => roleLabel(t, row.role) },
    {
      id: 'created',
      header: t('settings.tokens.table.created'),
      cell: (row) => (
        <time dateTime={row.created_at} title={format.dateTime(row.created_at)}>
          {format.date(row.created_at)}
        </time>
      ),
    },
    {
      id: 'lastUsed',
      header: t('settings.tokens.table.lastUsed'),
      cell: (row) =>
        row.last_used_at ? (
          <time dateTime={row.last_used_at}>{format.dateTime(row.last_used_at)}</time>
        ) : (
          t('settings.never')
        ),
    },
    {
      id: 'expires',
      header: t('settings.tokens.table.expires'),
      cell: (row) => {
        if (!row.expires_at) return t('settings.tokens.noExpiry');
        const expired = new Date(row.expires_at) <= now;
        return (
          <>
            <time dateTime={row.expires_at} title={format.dateTime(row.expires_at)}>
              {format.date(row.expires_at)}
            </time>{' '}
            {expired ? <Badge tone="danger">{t('settings.tokens.expired')}</Badge> : null}
          </>
        );
      },
    },
    {
      id: 'actions',
      header: t('settings.tokens.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <Button
          variant="ghost"
          aria-label={t('settings.tokens.revoke.named', { name: row.name })}
          onClick={() => onRevoke(row)}
        >
          {t('settings.tokens.revoke.action')}
        </Button>
      ),
    },
  ];
  return (
    <Table
      stackOnNarrow
      columns={columns}
      rows={tokens}
      rowKey={(row) => row.id}
      caption={t('settings.tokens.table.caption')}
      hideCaption
    />
  );
}
