import { AppError } from '../../lib/errors';

export const duplicateEmail = () =>
  new AppError(409, 'duplicate_email', 'An account with this e-mail already exists');
export const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Wrong e-mail or password');
export const emailNotVerified = () =>
  new AppError(403, 'email_not_verified', 'Verify your e-mail address before signing in');
export const invalidRefreshToken = () =>
  new AppError(401, 'invalid_refresh_token', 'The session has expired; sign in again');
