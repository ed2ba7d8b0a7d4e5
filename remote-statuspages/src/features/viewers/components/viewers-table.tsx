import { Button, Table, type TableColumn } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Viewer } from '../../../api/page-access-types';
import { RelativeTime } from '../../../components/relative-time';

/** The row actions owners and admins get; everyone else gets none. */
export type ViewerActions = {
  onResend(viewer: Viewer): void;
  onRemove(viewer: Viewer): void;
  /** The viewer whose link is being sent, if any. */
  resending: string | null;
};

const Email = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

type Props = { viewers: readonly Viewer[]; actions?: ViewerActions };

/** E-mail, who invited them, their last sign-in and when they were added; resend and remove. */
export function ViewersTable({ viewers, actions }: Props) {
  const { t } = useTranslation();
  const columns: TableColumn<Viewer>[] = [
    {
      id: 'email',
      header: t('pageViewers.table.email'),
      cell: (row) => <Email>{row.email}</Email>,
      rowHeader: true,
    },
    {
      id: 'invitedBy',
      header: t('pageViewers.table.invitedBy'),
      cell: (row) => row.invited_by?.name ?? t('pageViewers.table.unknownInviter'),
    },
    {
      id: 'lastSignedIn',
      header: t('pageViewers.table.lastSignedIn'),
      cell: (row) =>
        row.last_signed_in_at ? <RelativeTime iso={row.last_signed_in_at} /> : t('pageViewers.table.never'),
    },
    {
      id: 'added',
      header: t('pageViewers.table.added'),
      cell: (row) => <RelativeTime iso={row.created_at} />,
    },
  ];
  if (actions) {
    columns.push({
      id: 'actions',
      header: t('pageViewers.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions>
          <Button
            variant="ghost"
            aria-label={t('pageViewers.resend.named', { email: row.email })}
            loading={actions.resending === row.id}
            onClick={() => actions.onResend(row)}
          >
            {t('pageViewers.resend.action')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('pageViewers.remove.named', { email: row.email })}
            onClick={() => actions.onRemove(row)}
          >
            {t('pageViewers.remove.action')}
          </Button>
        </RowActions>
      ),
    });
  }
  return (
    <Table
      columns={columns}
      rows={viewers}
      rowKey={(row) => row.id}
      caption={t('pageViewers.table.caption')}
      hideCaption
      stackOnNarrow
    />
  );
}
