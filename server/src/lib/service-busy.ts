import { AppError, statusOf } from './errors';

/** 503 with Retry-After: the server is healthy but saturated (or draining), the client should retry. */
export class ServiceBusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusOf('service_unavailable'), 'service_unavailable', message);
    this.name = 'ServiceBusyError';
  }
}
