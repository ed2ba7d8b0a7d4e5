import {
  Button,
  ConfirmDialog,
  EmptyState,
  notify,
  paths,
  Skeleton,
  useDocumentTitle,
} from '@statusdeck/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notifyFailure } from '../../../components/failure';
import { LoadError } from '../../../components/load-error';
import { Reason, Section } from '../../../components/section';
import type { Invitation, Member } from '../../access/types';
import { useAccess } from '../../access/use-access';
import { useAllowance } from '../../billing/api';
import { useCancelInvitation, useRemoveMember, useTeam } from '../api';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';

function RemoveMemberDialog({ member, onClose }: { member: Member | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const onConfirm = async () => {
    if (!member) return;
    try {
      await remove(member.id);
    } catch (error) {
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.team.remove.done', { email: member.email }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('settings.team.remove.title', { email: member?.email ?? '' })}
      description={t('settings.team.remove.description')}
      confirmLabel={t('settings.team.remove.confirm')}
      destructive
    />
  );
}

function CancelInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose(): void }) {
  const { t } = useTranslation();
  const cancel = useCancelInvitation();
  const onConfirm = async () => {
    if (!invitation) return;
    try {
      await cancel(invitation.id);
    } catch (error) {
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.invitations.cancelled', { email: invitation.email }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={invitation !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('settings.invitations.cancelTitle', { email: invitation?.email ?? '' })}
      description={t('settings.invitations.cancelDescription')}
      confirmLabel={t('settings.invitations.cancelConfirm')}
      cancelLabel={t('settings.invitations.keep')}
      destructive
    />
  );
}

/** /settings/users: members with their roles, pending invitations, and the plan's member count. */
export function TeamScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.team.documentTitle'));
  const access = useAccess();
  const team = useTeam();
  const allowance = useAllowance('members');
  const canManage = access.can('users.manage');
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  const reasonId = useId();

  // Nothing is said until the role is known: no "only admins" flash while it loads.
  const inviteBlock = access.isLoading
    ? undefined
    : !canManage
      ? t('settings.team.reasons.manageOnly')
      : allowance?.reached
        ? t('settings.team.limitReached')
        : undefined;
  const inviteButton = access.isLoading ? null : (
    <Button
      onClick={() => setInviting(true)}
      disabled={Boolean(inviteBlock)}
      aria-describedby={inviteBlock ? reasonId : undefined}
    >
      {t('settings.invite.action')}
    </Button>
  );
  const count = allowance ? (
    <span data-testid="member-allowance">
      {t('settings.team.allowance', { used: allowance.used, limit: allowance.limit })}
    </span>
  ) : null;
  const reason = inviteBlock ? (
    <Reason id={reasonId}>
      {inviteBlock}{' '}
      {canManage && allowance?.reached ? (
        <Link to={paths.settingsPlans()}>{t('settings.upgradeLink')}</Link>
      ) : null}
    </Reason>
  ) : null;

  let members = <Skeleton lines={5} label={t('settings.team.loading')} />;
  if (team.error || (access.error && !access.role)) {
    members = (
      <LoadError
        title={t('settings.team.loadError')}
        error={team.error ?? access.error}
        retry={() => {
          void team.mutate();
          access.retry();
        }}
      />
    );
  } else if (team.data && !access.isLoading) {
    members = (
      <MembersTable
        members={team.data.members}
        actorRole={access.role}
        canManage={canManage}
        onRemove={setRemoving}
      />
    );
  }
  const invitations = team.data?.invitations ?? [];

  return (
    <>
      <Section
        title={t('settings.team.title')}
        description={
          <>
            {t('settings.team.description')} {count}
          </>
        }
        actions={inviteButton}
      >
        {reason}
        {members}
      </Section>
      {canManage && team.data ? (
        <Section title={t('settings.invitations.title')} description={t('settings.invitations.description')}>
          {invitations.length > 0 ? (
            <InvitationsTable invitations={invitations} actorRole={access.role} onCancel={setCancelling} />
          ) : (
            <EmptyState
              title={t('settings.invitations.emptyTitle')}
              description={
                // At the limit nothing here may invite: the notice above says why and where to upgrade.
                inviteBlock
                  ? t('settings.invitations.emptyAtLimitDescription')
                  : t('settings.invitations.emptyDescription')
              }
              headingLevel={3}
              action={
                inviteBlock ? undefined : (
                  <Button onClick={() => setInviting(true)}>{t('settings.invite.action')}</Button>
                )
              }
            />
          )}
        </Section>
      ) : null}
      {canManage ? (
        <InviteDialog open={inviting} onClose={() => setInviting(false)} actorRole={access.role} />
      ) : null}
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
      <CancelInvitationDialog invitation={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
