import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const meKey = '/v1/users/me';

export function getMe(): Promise<Api.User> {
  return apiFetch<Api.User>(meKey);
}

export function useMe() {
  return useSWR(meKey, getMe);
}
