import { apiFetch } from '@statusdeck/shared';
import useSWR from 'swr';
import type { PageComponent } from '../../../api/component-types';

export function componentKey(pageId: string, id: string): string {
  return `/v1/pages/${pageId}/components/${id}`;
}

export function getComponent(pageId: string, id: string): Promise<PageComponent> {
  return apiFetch<PageComponent>(componentKey(pageId, id));
}

export function useComponent(pageId: string | undefined, id: string | undefined) {
  return useSWR(pageId && id ? componentKey(pageId, id) : null, () => getComponent(pageId ?? '', id ?? ''));
}
