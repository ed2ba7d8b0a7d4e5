import { AuthScreenContent, type AuthTab } from '../features/auth/components/auth-screen-content';
import { RouterNavigation } from '../features/auth/navigation/router-navigation';

export type { AuthTab };

/** The sign-in / sign-up screen. The host mounts it at /auth, /auth/signin and /auth/signup. */
export default function AuthScreen({ initialTab }: { initialTab: AuthTab }) {
  return (
    <RouterNavigation>
      <AuthScreenContent initialTab={initialTab} />
    </RouterNavigation>
  );
}
