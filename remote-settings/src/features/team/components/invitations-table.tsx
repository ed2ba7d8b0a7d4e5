import { Badge, Button, notify, Table, type TableColumn } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import { CellNote, RowActions } from '../../../components/inline-select';
import { roleLabel } from '../../../components/labels';
import type { Invitation, RoleName } from '../../access/types';
import { useResendInvitation } from '../api';

type Props = {
  invitations: readonly Invitation[];
  actorRole: RoleName | undefined;
  onCancel(invitation: Invitation): void;
  now?: Date;
};

/** Invitations not yet accepted: who, which role, when sent and until when; resend or cancel. */
export function InvitationsTable({ invitations, actorRole, onCancel, now = new Date() }: Props) {
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
      // An expired invitation takes a seat again when resent: the member limit may refuse it.
      notifyFailure(error, t, { limitText: t('settings.team.limitReached') });
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
      cell: (row) => (
        <time dateTime={row.invited_at} title={format.dateTime(row.invited_at)}>
          {format.date(row.invited_at)}
        </time>
      ),
    },
    {
      id: 'expires',
      header: t('settings.invitations.table.expires'),
      cell: (row) => (
        <>
          <time dateTime={row.expires_at}>{format.dateTime(row.expires_at)}</time>{' '}
          {new Date(row.expires_at) <= now ? (
            <Badge tone="danger">{t('settings.invitations.expired')}</Badge>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('settings.invitations.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => {
        // Only an owner resends or cancels an invitation to become an owner.
        const blocked = row.role === 'owner' && actorRole !== 'owner';
        const reasonId = `invitation-${row.id}-reason`;
        return (
          <>
            <RowActions>
              <Button
                variant="ghost"
                aria-label={t('settings.invitations.resendNamed', { email: row.email })}
                aria-describedby={blocked ? reasonId : undefined}
                disabled={blocked}
                loading={resending === row.id}
                onClick={() => void onResend(row)}
              >
                {t('settings.invitations.resend')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('settings.invitations.cancelNamed', { email: row.email })}
                aria-describedby={blocked ? reasonId : undefined}
                disabled={blocked}
                onClick={() => onCancel(row)}
              >
                {t('settings.invitations.cancel')}
              </Button>
            </RowActions>
            {blocked ? <CellNote id={reasonId}>{t('settings.invitations.ownerOnly')}</CellNote> : null}
          </>
        );
      },
    },
  ];
  return (
    <Table
      stackOnNarrow
      columns={columns}
      rows={invitations}
      rowKey={(row) => row.id}
      caption={t('settings.invitations.table.caption')}
      hideCaption
    />
  );
}
