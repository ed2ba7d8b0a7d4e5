import { Api, ApiError, DOMAIN_ERROR_KEYS, type DomainErrorCode, type Permission } from '@statusdeck/shared';

// Custom domains, private pages and viewers, as the generated contract (shared/src/api/contract.gen.ts)
// types them: short names for the console's screens.

/** Why the last look-up of a custom domain failed, as a code the console explains. */
export type DomainError = DomainErrorCode;

/** Every `domain.error` code (the shared key map names them, plus the refused-domain detail). */
export function isDomainError(code: unknown): code is DomainError {
  return typeof code === 'string' && code !== 'domain_reserved' && code in DOMAIN_ERROR_KEYS;
}

/** A page's custom domain claim: pending until its TXT record proves it, then verified. */
export type PageDomain = NonNullable<Api.Page['domain']>;

/** Who may read a page: everyone, whoever knows its password, or its audience (viewers, allowed domains). */
export type PageAccess = Api.PageAccess;
export const PAGE_ACCESS_MODES = Api.PAGE_ACCESS;

/** A status page as GET/PATCH /v1/pages/{id} answer it. */
export type Page = Api.Page;

/** What PATCH /v1/pages/{id} accepts. */
export type PageChanges = Api.RequestBodies['PATCH /v1/pages/{pageId}'];

/** The permission to change who can see a page and its viewers: owners and admins. */
export const PAGES_ACCESS = 'pages.access' satisfies Permission;

/** A named viewer of an audience page. */
export type Viewer = Api.Viewer;

/** GET /v1/pages/{pageId}/viewers: every viewer, and how many the plan allows per page. */
export type ViewerList = { data: Viewer[]; limit: number };

export type Plan = Api.Plan;

/** An API refusal's code as text (the catalogue's codes, or a newer server's). */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
