import { useEffect } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import { parseUser } from './token-store';
import type { User } from './user';

type TabSyncHandlers = { onSignedOut(): void; onSignedIn(user: User): void };

/** Another tab's login or logout shows up here as a storage event. */
export function useTabSync({ onSignedOut, onSignedIn }: TabSyncHandlers): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const cleared = event.key === null;
      if (cleared || (event.key === STORAGE_KEYS.accessToken && event.newValue === null)) {
        onSignedOut();
        return;
      }
      if (event.key === STORAGE_KEYS.currentUser) {
        const user = parseUser(event.newValue);
        if (user) onSignedIn(user);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onSignedOut, onSignedIn]);
}
