import { notify } from '@statusdeck/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/failure';
import { CellNote, InlineSelect } from '../../../components/inline-select';
import { roleLabel } from '../../../components/labels';
import { grantableRoles, roleChangeBlock } from '../../access/role-rules';
import type { Member, RoleName } from '../../access/types';
import { useChangeRole } from '../api';

type Props = { member: Member; actorRole: RoleName | undefined; canManage: boolean };

/** The member's role as a select; disabled with the reason when the signed-in user may not change it. */
export function MemberRoleCell({ member, actorRole, canManage }: Props) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const reasonId = useId();
  const [pending, setPending] = useState<RoleName | null>(null);
  const block = roleChangeBlock(actorRole, canManage, member);
  if (!canManage) return <span>{roleLabel(t, member.role)}</span>;
  const offered = new Set<RoleName>(block ? [member.role] : grantableRoles(actorRole));
  offered.add(member.role);
  const onChange = async (role: RoleName) => {
    if (role === member.role) return;
    setPending(role);
    try {
      await changeRole(member.id, role);
      notify({ title: t('settings.team.roleChanged', { email: member.email, role: roleLabel(t, role) }) });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setPending(null);
    }
  };
  return (
    <>
      <InlineSelect
        aria-label={t('settings.team.roleOf', { email: member.email })}
        aria-describedby={block ? reasonId : undefined}
        value={pending ?? member.role}
        disabled={Boolean(block) || pending !== null}
        aria-busy={pending !== null || undefined}
        onChange={(event) => void onChange(event.target.value as RoleName)}
      >
        {[...offered].map((role) => (
          <option key={role} value={role}>
            {roleLabel(t, role)}
          </option>
        ))}
      </InlineSelect>
      {block ? <CellNote id={reasonId}>{t(block)}</CellNote> : null}
    </>
  );
}
