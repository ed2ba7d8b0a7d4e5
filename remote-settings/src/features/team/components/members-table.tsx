import { Badge, Button, Table, type TableColumn } from '@statusdeck/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../components/format';
import { CellNote } from '../../../components/inline-select';
import { removeBlock } from '../../access/role-rules';
import type { Member, RoleName } from '../../access/types';
import { MemberRoleCell } from './member-role-cell';

const Email = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: break-word;
`;

function RemoveCell({
  member,
  actorRole,
  onRemove,
}: {
  member: Member;
  actorRole: RoleName | undefined;
  onRemove(member: Member): void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const block = removeBlock(actorRole, true, member);
  return (
    <>
      <Button
        variant="ghost"
        aria-label={t('settings.team.remove.named', { email: member.email })}
        aria-describedby={block ? reasonId : undefined}
        disabled={Boolean(block)}
        onClick={() => onRemove(member)}
      >
        {t('settings.team.remove.action')}
      </Button>
      {block ? <CellNote id={reasonId}>{t(block)}</CellNote> : null}
    </>
  );
}

type Props = {
  members: readonly Member[];
  actorRole: RoleName | undefined;
  canManage: boolean;
  onRemove(member: Member): void;
};

/** E-mail (with "You"), role, joined, last sign-in; role menus and Remove for those who manage users. */
export function MembersTable({ members, actorRole, canManage, onRemove }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: TableColumn<Member>[] = [
    {
      id: 'email',
      header: t('settings.team.table.email'),
      rowHeader: true,
      cell: (member) => (
        <Email>
          {member.email}
          {member.is_you ? <Badge tone="info">{t('settings.team.you')}</Badge> : null}
        </Email>
      ),
    },
    {
      id: 'role',
      header: t('settings.team.table.role'),
      cell: (member) => <MemberRoleCell member={member} actorRole={actorRole} canManage={canManage} />,
    },
    {
      id: 'joined',
      header: t('settings.team.table.joined'),
      cell: (member) => (
        <time dateTime={member.joined_at} title={format.dateTime(member.joined_at)}>
          {format.date(member.joined_at)}
        </time>
      ),
    },
    {
      id: 'lastSignIn',
      header: t('settings.team.table.lastSignIn'),
      cell: (member) =>
        member.last_sign_in_at ? (
          <time dateTime={member.last_sign_in_at}>{format.dateTime(member.last_sign_in_at)}</time>
        ) : (
          t('settings.never')
        ),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: t('settings.team.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (member) => <RemoveCell member={member} actorRole={actorRole} onRemove={onRemove} />,
    });
  }
  return (
    <Table
      stackOnNarrow
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      caption={t('settings.team.table.caption')}
      hideCaption
    />
  );
}
