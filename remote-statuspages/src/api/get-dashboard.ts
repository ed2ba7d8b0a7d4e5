import { type Api, apiFetch, readPaths } from '@statusdeck/shared';
import useSWR from 'swr';

export const dashboardKey = readPaths.dashboard;

/** Everything the home screen paints, in one answer. */
export function getDashboard(): Promise<Api.Dashboard> {
  return apiFetch<Api.Dashboard>(dashboardKey);
}

export function useDashboard() {
  return useSWR(dashboardKey, getDashboard);
}
