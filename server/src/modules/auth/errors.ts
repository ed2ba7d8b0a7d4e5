import { fail } from '../../lib/errors';

export const duplicateEmail = () => fail('duplicate_email');
export const invalidCredentials = () => fail('invalid_credentials');
export const emailNotVerified = () => fail('email_not_verified');
export const invalidRefreshToken = () => fail('invalid_refresh_token');
