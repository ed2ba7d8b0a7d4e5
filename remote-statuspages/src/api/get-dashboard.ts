import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';

export const dashboardKey = '/v1/dashboard';

/** Everything the home screen paints, in one answer. */
export function getDashboard(): Promise<Api.Dashboard> {
  return apiFetch<Api.Dashboard>(dashboardKey);
}

export function useDashboard() {
  return useSWR(dashboardKey, getDashboard);
}
