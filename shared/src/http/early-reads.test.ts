import { fakeResponse, installFakeFetch } from '../testing/fake-fetch';
import { configureApi } from './configure-api';
import { answerEarlyOr, forgetEarlyReads, rememberEarlyRead } from './early-reads';
import { sendRequest } from './send-request';

const ok = (body: unknown) => Promise.resolve(fakeResponse({ status: 200, body }));

beforeEach(() => {
  forgetEarlyReads();
  configureApi({ baseUrl: '' });
});

describe('answerEarlyOr', () => {
  it("answers the first read of the URL with the early read's answer, the next one from the server", async () => {
    rememberEarlyRead('/v1/dashboard', 'token-1', ok({ early: true }));
    const send = jest.fn(() => ok({ early: false }));
    await expect((await answerEarlyOr('/v1/dashboard', 'token-1', send)).json()).resolves.toEqual({
      early: true,
    });
    expect(send).not.toHaveBeenCalled();
    await expect((await answerEarlyOr('/v1/dashboard', 'token-1', send)).json()).resolves.toEqual({
      early: false,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('matches a path and the same URL written in full', async () => {
    rememberEarlyRead('/remotes/statuspages/mf-manifest.json', null, ok({ early: true }));
    const send = jest.fn(() => ok({ early: false }));
    const answer = await answerEarlyOr(`${location.origin}/remotes/statuspages/mf-manifest.json`, null, send);
    await expect(answer.json()).resolves.toEqual({ early: true });
  });

  it('asks the server when the early read was made with another token', async () => {
    rememberEarlyRead('/v1/dashboard', 'token-1', ok({ early: true }));
    const send = jest.fn(() => ok({ early: false }));
    await expect((await answerEarlyOr('/v1/dashboard', 'token-2', send)).json()).resolves.toEqual({
      early: false,
    });
  });

  it('asks the server again when the early read failed or got an error', async () => {
    rememberEarlyRead('/v1/a', 'token-1', Promise.reject(new TypeError('Failed to fetch')));
    rememberEarlyRead('/v1/b', 'token-1', Promise.resolve(fakeResponse({ status: 401, body: {} })));
    const send = jest.fn(() => ok({ again: true }));
    await expect((await answerEarlyOr('/v1/a', 'token-1', send)).json()).resolves.toEqual({ again: true });
    await expect((await answerEarlyOr('/v1/b', 'token-1', send)).json()).resolves.toEqual({ again: true });
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('sendRequest with early reads', () => {
  it('takes a GET from the early read, and after a write asks the server for everything', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: { from: 'server' } }));
    rememberEarlyRead('/v1/dashboard', 'token-1', ok({ from: 'early' }));
    rememberEarlyRead('/v1/pages', 'token-1', ok({ from: 'early' }));
    await expect((await sendRequest('/v1/dashboard', { bearer: 'token-1' })).json()).resolves.toEqual({
      from: 'early',
    });
    expect(calls).toHaveLength(0);
    await sendRequest('/v1/pages', { method: 'POST', body: { name: 'x' }, bearer: 'token-1' });
    await expect((await sendRequest('/v1/pages', { bearer: 'token-1' })).json()).resolves.toEqual({
      from: 'server',
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/pages', 'GET /v1/pages']);
  });
});
