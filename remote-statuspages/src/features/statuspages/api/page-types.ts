import type { Api, Impact } from '@statusdeck/shared';

/**
 * Fields the server is adding for the console (issue #5 §3) that the generated contract does not
 * carry yet. Optional on purpose: the screens work with or without them, and each goes once
 * `npm run contract` brings it into Api.Page.
 */
type PendingPageFields = {
  logo_url?: string | null;
  favicon_url?: string | null;
  component_count?: number;
  open_incident_count?: number;
  /** The overall status (DESIGN §5). */
  status?: Impact;
};

/** One status page as GET /v1/pages and GET /v1/pages/{id} answer it. */
export type PageDetails = Api.Page & PendingPageFields;

/** A page in the list: the same shape. */
export type PageListItem = PageDetails;
