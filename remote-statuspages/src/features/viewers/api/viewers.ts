import { apiFetch } from '@statusdeck/shared';
import useSWR, { useSWRConfig } from 'swr';
import type { Viewer, ViewerList } from '../../../api/page-access-types';

export function viewersPath(pageId: string): string {
  return `/v1/pages/${pageId}/viewers`;
}

/** The page's named viewers and the plan's limit per page; no request while `pageId` is undefined. */
export function useViewers(pageId: string | undefined) {
  return useSWR(pageId ? viewersPath(pageId) : null, (path: string) => apiFetch<ViewerList>(path), {
    // Viewers sign in on the public page, outside the console: a list shown again is asked again.
    revalidateIfStale: true,
  });
}

/**
 * 201 with the viewer, invited by mail with a sign-in link; 409 `already_viewer`, 409 `page_not_audience`,
 * 402 `PLAN_LIMIT_REACHED` at the plan's viewers per page.
 */
export function inviteViewer(pageId: string, email: string): Promise<Viewer> {
  return apiFetch<Viewer>(viewersPath(pageId), { method: 'POST', body: { email } });
}

/** Mails the viewer a fresh sign-in link (204). */
export function resendViewerLink(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(`${viewersPath(pageId)}/${id}/resend`, { method: 'POST' });
}

/** Removes the viewer: their sessions, private links and e-mail subscription end (204). */
export function removeViewer(pageId: string, id: string): Promise<void> {
  return apiFetch<void>(`${viewersPath(pageId)}/${id}`, { method: 'DELETE' });
}

/** The writes above, each followed by a fresh list. */
export function useViewerWrites(pageId: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(viewersPath(pageId));
  return {
    invite: async (email: string) => {
      const viewer = await inviteViewer(pageId, email);
      await refresh();
      return viewer;
    },
    resend: (id: string) => resendViewerLink(pageId, id),
    remove: async (id: string) => {
      await removeViewer(pageId, id);
      await refresh();
    },
  };
}
