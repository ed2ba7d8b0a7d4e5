import { STORAGE_KEYS } from '../session/storage-keys';
import { clearStoredSession } from '../session/token-store';
import { installFakeFetch, makeToken, type Reply } from '../testing/fake-fetch';
import { configureApi } from './configure-api';
import { refreshTokens } from './refresh-tokens';

beforeEach(() => {
  localStorage.clear();
  configureApi({ baseUrl: '' });
});

/** A refresh that has reached the server (past the renewal lock) and waits for its answer. */
async function startPendingRefresh() {
  localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(-60, 'old'));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  let answer: (reply: Reply) => void = () => {};
  let sent: () => void = () => {};
  const onTheWire = new Promise<void>((resolve) => {
    sent = resolve;
  });
  installFakeFetch(() => {
    sent();
    return new Promise<Reply>((resolve) => (answer = resolve));
  });
  const outcome = refreshTokens();
  await onTheWire;
  const reply = async () => {
    answer({ status: 200, body: { access_token: makeToken(900, 'late'), refresh_token: 'refresh-2' } });
    return outcome;
  };
  return { reply };
}

describe('refreshTokens when the session changes mid-flight', () => {
  it('does not write tokens back after a logout', async () => {
    const { reply } = await startPendingRefresh();
    clearStoredSession();
    await expect(reply()).resolves.toMatchObject({ ok: false });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('does not overwrite the tokens of a newer login', async () => {
    const { reply } = await startPendingRefresh();
    const newer = makeToken(900, 'newer');
    localStorage.setItem(STORAGE_KEYS.accessToken, newer);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-9');
    await reply();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(newer);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-9');
  });

  it('stores the new pair when the sent refresh token is still the stored one', async () => {
    const { reply } = await startPendingRefresh();
    await expect(reply()).resolves.toEqual({ ok: true });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });
});
