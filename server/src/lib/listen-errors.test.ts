import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { StartupError } from '../db/startup-error';
import { assertPortFree, describeListenError } from './listen-errors';

const errorWith = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('listen errors', () => {
  it('tell the operator what to do instead of printing a stack trace', () => {
    expect(describeListenError(errorWith('EADDRINUSE'), 'localhost', 8080)).toBe(
      'port 8080 is already in use: stop the other process or set PORT',
    );
    expect(describeListenError(errorWith('EACCES'), 'localhost', 80)).toContain('set PORT');
    expect(describeListenError(errorWith('EADDRNOTAVAIL'), '10.9.9.9', 8080)).toContain('set HOST');
    expect(describeListenError(new Error('something else'), 'localhost', 8080)).toBeNull();
  });

  it('find a port another process listens on before the server does its start-up work', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const probe = assertPortFree('127.0.0.1', port);
      await expect(probe).rejects.toBeInstanceOf(StartupError);
      await expect(probe).rejects.toThrow(
        `port ${port} is already in use: stop the other process or set PORT`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined();
  });
});
