import useSWR from 'swr';
import { apiErrorCode, failureMessageKey } from '../api/api-error';
import { getInvitation, type PublicInvitation } from '../api/invitation';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: PublicInvitation }
  | { status: 'invalid' }
  | { status: 'failed'; messageKey: string };

/** What the invitation link offers; an unknown, used or expired link is `invalid`, anything else `failed`. */
export function useInvitation(token: string): { state: InvitationState; retry(): void } {
  const { data, error, isLoading, mutate } = useSWR(token ? ['public-invitation', token] : null, () =>
    getInvitation(token),
  );
  const retry = () => void mutate();
  if (!token) return { state: { status: 'invalid' }, retry };
  if (error) {
    const code = apiErrorCode(error);
    if (code === 'invalid_token' || code === 'not_found') return { state: { status: 'invalid' }, retry };
    return {
      state: { status: 'failed', messageKey: failureMessageKey(error, 'auth.invitation.loadFailed') },
      retry,
    };
  }
  if (isLoading || !data) return { state: { status: 'loading' }, retry };
  return { state: { status: 'ready', invitation: data }, retry };
}
