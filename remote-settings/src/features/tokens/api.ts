import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiToken, CreatedApiToken } from '../access/types';
import { usageKey } from '../billing/api';

export const tokensKey = '/v1/api-tokens';

/** Owners and admins only (tokens.manage): others never ask. */
export function useTokens(enabled: boolean) {
  return useSWR(enabled ? tokensKey : null, () =>
    apiFetch<{ tokens: ApiToken[] }>(tokensKey).then((answer) => answer.tokens),
  );
}

export type TokenInput = Api.RequestBodies['POST /v1/api-tokens'];

function useRevalidateTokens() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([tokensKey, usageKey].map((key) => mutate(key)));
}

/** 201 with the secret in `token`, shown once; 402 at the plan's token limit. */
export function useCreateToken() {
  const revalidate = useRevalidateTokens();
  return async (input: TokenInput) => {
    const created = await apiFetch<CreatedApiToken>(tokensKey, { method: 'POST', body: input });
    await revalidate();
    return created;
  };
}

/** Revoked at once: the next request with it answers 401. */
export function useRevokeToken() {
  const revalidate = useRevalidateTokens();
  return async (id: string) => {
    await apiFetch<void>(`${tokensKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    await revalidate();
  };
}

/** The end of the chosen local day, as the ISO time the server stores. */
export function expiryOf(date: string): string | undefined {
  if (!date) return undefined;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 23, 59, 59).toISOString();
}

/** Today's local date as YYYY-MM-DD: the earliest expiry the date field offers. */
export function localDate(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
