import { fail } from './error-catalogue';

export {
  AppError,
  type ErrorCode,
  type ErrorDetail,
  fail,
  invalidField,
  invalidRequest,
  statusOf,
} from './error-catalogue';

export const notFound = (message?: string) => fail('not_found', message);
export const forbidden = (message?: string) => fail('forbidden', message);
export const unauthorized = (message?: string) => fail('unauthorized', message);
export const invalidToken = () => fail('invalid_token');
