import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  dir: __dirname,
  title: 'Statusdeck — sign in (dev)',
  exposes: {
    './AuthScreen': './src/app/auth-screen.tsx',
    './RequestResetScreen': './src/app/request-reset-screen.tsx',
    './ResetPasswordScreen': './src/app/reset-password-screen.tsx',
    './ActivateScreen': './src/app/activate-screen.tsx',
    './InvitationScreen': './src/app/invitation-screen.tsx',
  },
});
