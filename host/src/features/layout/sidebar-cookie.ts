import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME } from './constants';

/** The Set-Cookie string that keeps the sidebar expanded or collapsed for seven days. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

export function writeSidebarCookie(expanded: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the sidebar state is specified as a 7-day cookie; Cookie Store API is not in every browser.
  document.cookie = sidebarCookie(expanded);
}

/** Expanded unless the cookie says otherwise, from a Cookie header or `document.cookie`. */
export function sidebarExpandedIn(cookies: string): boolean {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry?.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false';
}

/** Expanded unless the cookie says otherwise. */
export function readSidebarCookie(): boolean {
  return sidebarExpandedIn(document.cookie);
}
