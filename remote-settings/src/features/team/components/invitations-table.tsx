import { Button, notify, Table, type TableColumn } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import { RowActions } from '../../../components/inline-select';
import { roleLabel } from '../../../components/labels';
import type { Invitation } from '../../access/types';
import { useResendInvitation } from '../api';

type Props = { invitations: readonly Invitation[]; onCancel(invitation: Invitation): void };

/** Invitations not yet accepted: who, which role, when sent and until when; resend or cancel. */
export function InvitationsTable({ invitations, onCancel }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendInvitation();
  const [resending, setResending] = useState<string | null>(null);
  const onResend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      await resend(invitation.id);
      notify({ title: t('settings.invitations.resent', { email: invitation.email }) });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setResending(null);
    }
  };
  const columns: TableColumn<Invitation>[] = [
    { id: 'email', header: t('settings.invitations.table.email'), rowHeader: true, cell: (row) => row.email },
    { id: 'role', header: t('settings.invitations.table.role'), cell: (row) => roleLabel(t, row.role) },
    {
      id: 'invited',
      header: t('settings.invitations.table.invited'),
      cell: (row) => <time dateTime={row.invited_at}>{format.date(row.invited_at)}</time>,
    },
    {
      id: 'expires',
      header: t('settings.invitations.table.expires'),
      cell: (row) => <time dateTime={row.expires_at}>{format.dateTime(row.expires_at)}</time>,
    },
    {
      id: 'actions',
      header: t('settings.invitations.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => (
        <RowActions>
          <Button
            variant="ghost"
            aria-label={t('settings.invitations.resendNamed', { email: row.email })}
            loading={resending === row.id}
            onClick={() => void onResend(row)}
          >
            {t('settings.invitations.resend')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('settings.invitations.cancelNamed', { email: row.email })}
            onClick={() => onCancel(row)}
          >
            {t('settings.invitations.cancel')}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={invitations}
      rowKey={(row) => row.id}
      caption={t('settings.invitations.table.caption')}
      hideCaption
    />
  );
}
