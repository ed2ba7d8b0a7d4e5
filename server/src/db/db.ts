/** The one database seam: services and repositories see only this, never a driver. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * Called with a NOTIFY's payload; with null when notifications may have been missed (the listening
 * connection was lost and is back): treat everything the channel is about as changed.
 */
export type NotificationHandler = (payload: string | null) => void;

export interface Db extends Queryable {
  /** Runs `fn` inside BEGIN…COMMIT, rolling back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` for as long as the database is open. A NOTIFY is delivered once, after its
   * transaction committed (never for a rolled-back one), whichever session or replica sent it; one sent by
   * this process is delivered before the writer's COMMIT (or single statement) resolves, so a request that
   * follows a write sees its effect. Resolves once listening is set up (even if the server is down: it keeps
   * reconnecting, and calls `handler(null)` when it is back).
   */
  listen(channel: string, handler: NotificationHandler): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when the database cannot be reached; the error handler turns it into 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

const CONNECTION_ERROR_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'PGlite is closed',
  'Query read timeout',
];

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // Duck-typed rather than instanceof Error: socket errors come from Node's core, another realm under jest.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
  return (
    typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((fragment) => message.includes(fragment))
  );
}

/** PostgreSQL's unique_violation: the row a statement would create already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Rethrows driver errors, marking the ones that mean "the database is not there". */
export function translateDriverError(error: unknown): never {
  throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}
