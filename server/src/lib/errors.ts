export type ErrorDetail = { field: string; code: string; message: string };

/** A failure the client should see as-is: status, stable code, human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'Your role does not allow this') =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);
export const invalidToken = () => new AppError(400, 'invalid_token', 'The link is invalid, used or expired');
