import { createContext, useContext } from 'react';
import type { SessionStatus, User } from './user';

export type Credentials = { email: string; password: string };

/** What POST /v1/login answers, and the other calls that sign someone in (accepting an invitation). */
export type SignInResponse = { user: User; access_token: string; refresh_token: string };

export type SessionValue = {
  status: SessionStatus;
  user: User | null;
  login(credentials: Credentials): Promise<User>;
  /** Stores a sign-in another call answered (an accepted invitation) exactly as login stores its own. */
  startSession(response: SignInResponse): Promise<User>;
  logout(): Promise<void>;
};

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useSession must be used inside <SessionProvider> (AppProviders renders one).');
  return session;
}
