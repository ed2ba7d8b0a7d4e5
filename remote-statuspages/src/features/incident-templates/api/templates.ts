import { type Api, apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';

/** A page's incident template: what "Report incident" can start from. */
export type IncidentTemplate = Api.IncidentTemplate;
export type NewTemplate = Api.RequestBodies['POST /v1/pages/{pageId}/incident-templates'];
export type TemplateChanges = Api.RequestBodies['PATCH /v1/pages/{pageId}/incident-templates/{id}'];

export function templatesPath(pageId: string): string {
  return `/v1/pages/${pageId}/incident-templates`;
}

/** The page's templates by name; no request while `pageId` is undefined. */
export function useIncidentTemplates(pageId: string | undefined) {
  return useSWR(pageId ? templatesPath(pageId) : null, () =>
    apiFetch<IncidentTemplate[]>(templatesPath(pageId ?? '')),
  );
}

/**
 * Writes of the page's templates, each refreshing the list: 400 with field errors, 409
 * `incident_template_limit_reached` when the page has as many as it may.
 */
export function useTemplateWrites(pageId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(templatesPath(pageId));
  return {
    create: async (input: NewTemplate) => {
      const created = await apiFetch<IncidentTemplate>(templatesPath(pageId), {
        method: 'POST',
        body: input,
      });
      await refresh();
      return created;
    },
    update: async (id: string, input: TemplateChanges) => {
      const updated = await apiFetch<IncidentTemplate>(`${templatesPath(pageId)}/${id}`, {
        method: 'PATCH',
        body: input,
      });
      await refresh();
      return updated;
    },
    remove: async (id: string) => {
      await apiFetch<void>(`${templatesPath(pageId)}/${id}`, { method: 'DELETE' });
      await refresh();
    },
  };
}
