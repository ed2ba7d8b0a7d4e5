import { createServer } from 'node:net';
import { StartupError } from '../db/startup-error';

/** What an operator should read when the server cannot listen; null for errors without advice. */
export function describeListenError(error: unknown, host: string, port: number): string | null {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EADDRINUSE':
      return `port ${port} is already in use: stop the other process or set PORT`;
    case 'EACCES':
      return `port ${port} needs privileges this process does not have: set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST ${host} is not an address of this machine: set HOST`;
    default:
      return null;
  }
}

export function toStartupError(error: unknown, host: string, port: number): unknown {
  const message = describeListenError(error, host, port);
  return message ? new StartupError(message) : error;
}

/**
 * Binds the port briefly before the database is opened and migrated, so a second copy of the server
 * stops at once with a clear message instead of after its start-up work.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, resolve);
  }).catch((error: unknown) => {
    throw toStartupError(error, host, port);
  });
  await new Promise((resolve) => probe.close(resolve));
}
