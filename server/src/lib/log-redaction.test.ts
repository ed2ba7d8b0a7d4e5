import { Writable } from 'node:stream';
import { buildTestApp } from '../testing/build-test-app';

function captureLog() {
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      captured.text += chunk.toString();
      callback();
    },
  });
  const captured = { text: '', stream };
  return captured;
}

describe('request logs', () => {
  it('never record the tokens of reset and activation links', async () => {
    const log = captureLog();
    // Debug: page loads of the host are logged at debug level only.
    const app = await buildTestApp({ logLevel: 'debug' }, { logStream: log.stream });
    try {
      for (const url of [
        '/reset-password/ResetSecret123',
        '/activate/ActivateSecret456?lng=ru',
        '/auth/signin?token=QuerySecret789&next=%2F',
      ]) {
        await app.inject({ url, headers: { accept: 'text/html' } });
      }
    } finally {
      await app.close();
    }
    expect(log.text).toContain('/reset-password/[redacted]');
    expect(log.text).toContain('/activate/[redacted]?lng=ru');
    expect(log.text).toContain('/auth/signin?token=[redacted]&next=%2F');
    for (const secret of ['ResetSecret123', 'ActivateSecret456', 'QuerySecret789']) {
      expect(log.text).not.toContain(secret);
    }
  });
});
