/** The host's route table in one place (SPEC.md §2). */
export const paths = {
  dashboard: '/',
  statusPages: '/statuspages',
  settings: '/settings',
  auth: '/auth',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  requestReset: '/auth/request-reset',
  resetPassword: '/reset-password/:token',
  activate: '/activate/:token',
  publicPage: '/public-page',
} as const;
