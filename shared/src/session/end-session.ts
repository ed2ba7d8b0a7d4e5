import { navigateTo } from '../http/navigation';
import { paths } from '../routes/paths';
import { emitSessionEnded } from './session-events';
import { clearStoredSession } from './token-store';

/** Tokens and user gone, current user emptied, browser to /auth. */
export function endSession(): void {
  clearStoredSession();
  emitSessionEnded();
  navigateTo(paths.auth());
}
