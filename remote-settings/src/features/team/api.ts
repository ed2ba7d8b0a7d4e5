import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type { Invitation, Member, RoleName, Team } from '../access/types';
import { usageKey } from '../billing/api';
import { organizationKey } from '../organization/api';

export const teamKey = '/v1/users';

export function useTeam() {
  return useSWR(teamKey, () => apiFetch<Team>(teamKey));
}

const id = (value: string) => encodeURIComponent(value);

/** Every change to the team moves the list, the member count against the plan and the organisation's counts. */
function useRevalidateTeam() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([teamKey, usageKey, organizationKey].map((key) => mutate(key)));
}

function useTeamWrite<Args extends unknown[], Result>(request: (...args: Args) => Promise<Result>) {
  const revalidate = useRevalidateTeam();
  return async (...args: Args) => {
    const result = await request(...args);
    await revalidate();
    return result;
  };
}

/** 409 already_member / already_invited, 402 at the plan's member limit, 403 owner by a non-owner. */
export const useInvite = () =>
  useTeamWrite((input: Api.RequestBodies['POST /v1/users/invite']) =>
    apiFetch<Invitation>('/v1/users/invite', { method: 'POST', body: input }),
  );

export const useResendInvitation = () =>
  useTeamWrite((invitationId: string) =>
    apiFetch<Invitation>(`/v1/users/invitations/${id(invitationId)}/resend`, { method: 'POST' }),
  );

export const useCancelInvitation = () =>
  useTeamWrite((invitationId: string) =>
    apiFetch<void>(`/v1/users/invitations/${id(invitationId)}`, { method: 'DELETE' }),
  );

/** 409 own_role / last_owner, 403 when only an owner may. */
export const useChangeRole = () =>
  useTeamWrite((memberId: string, role: RoleName) =>
    apiFetch<Member>(`/v1/users/${id(memberId)}`, { method: 'PATCH', body: { role } }),
  );

/** Their sessions end at once. 409 own_account / last_owner, 403 an owner by an admin. */
export const useRemoveMember = () =>
  useTeamWrite((memberId: string) => apiFetch<void>(`/v1/users/${id(memberId)}`, { method: 'DELETE' }));
