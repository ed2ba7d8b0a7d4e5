import { createContext, useContext } from 'react';
import type { SessionStatus, User } from './user';

export type Credentials = { email: string; password: string };

export type SessionValue = {
  status: SessionStatus;
  user: User | null;
  login(credentials: Credentials): Promise<User>;
  logout(): Promise<void>;
};

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useSession must be used inside <SessionProvider> (AppProviders renders one).');
  return session;
}
