import { readPaths, useSession } from '@statusdeck/shared';
import useSWR from 'swr';

type Me = { email: string; role?: string };
type Organization = { name: string };

/**
 * Who is signed in, for the account menu: e-mail and role from GET /v1/users/me (the stored user's
 * role may be stale after a role change), the organisation's name from GET /v1/organizations.
 * The same SWR keys as the settings remote, so a renamed organisation shows here at once.
 * Each part is undefined until known; the e-mail falls back to the session's.
 */
export function useAccountSummary() {
  const { user, status } = useSession();
  const signedIn = status === 'signedIn';
  const me = useSWR<Me>(signedIn ? readPaths.me : null);
  const organization = useSWR<Organization>(signedIn ? readPaths.organization : null);
  return {
    email: me.data?.email ?? user?.email,
    role: me.data?.role ?? user?.role,
    organizationName: organization.data?.name,
  };
}
