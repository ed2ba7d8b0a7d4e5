/**
 * URL builders for every screen of SPEC.md §2, so no app spells out another app's URLs. Each id
 * or token becomes one encoded path segment: `paths.statusPage('a/b')` is `/statuspages/a%2Fb`.
 */
export type RouteId = string | number;

function segment(value: RouteId): string {
  const text = String(value);
  // An empty id would silently address the parent screen instead.
  if (text === '') throw new Error('A route id must not be empty');
  return encodeURIComponent(text);
}

/** The public pages name their status page by slug in `?page=`; none means the default page. */
function withPage(path: string, slug?: string): string {
  return slug ? `${path}?${new URLSearchParams({ page: slug })}` : path;
}

function withToken(path: string, token?: string): string {
  return token ? `${path}?${new URLSearchParams({ token })}` : path;
}

const statusPage = (id: RouteId) => `/statuspages/${segment(id)}`;
const settings = () => '/settings';
const publicPage = () => '/public-page';

export const paths = {
  dashboard: () => '/',
  statusPages: () => '/statuspages',
  addStatusPage: () => '/statuspages/add',
  statusPage,
  statusPageIncidents: (id: RouteId) => `${statusPage(id)}/incidents`,
  statusPageParameters: (id: RouteId) => `${statusPage(id)}/parameters`,
  statusPageAppearance: (id: RouteId) => `${statusPage(id)}/appearance`,
  statusPageSubscribers: (id: RouteId) => `${statusPage(id)}/subscribers`,
  addIncident: (pageId: RouteId) => `${statusPage(pageId)}/incidents/add`,
  incident: (pageId: RouteId, id: RouteId) => `${statusPage(pageId)}/incidents/${segment(id)}`,
  addComponent: (pageId: RouteId) => `${statusPage(pageId)}/components/add`,
  editComponent: (pageId: RouteId, componentId: RouteId) =>
    `${statusPage(pageId)}/components/${segment(componentId)}/edit`,
  editComponentGroup: (pageId: RouteId, groupId: RouteId) =>
    `${statusPage(pageId)}/components/${segment(groupId)}/edit-group`,
  settings,
  settingsUsers: () => `${settings()}/users`,
  settingsTokens: () => `${settings()}/tokens`,
  settingsSubscription: () => `${settings()}/subscription`,
  settingsPlans: () => `${settings()}/subscription/plans`,
  auth: () => '/auth',
  signIn: () => '/auth/signin',
  signUp: () => '/auth/signup',
  requestReset: () => '/auth/request-reset',
  resetPassword: (token: string) => `/reset-password/${segment(token)}`,
  activate: (token: string) => `/activate/${segment(token)}`,
  /** The link of an invitation mail: join an organisation. */
  invitation: (token: string) => `/auth/invitation/${segment(token)}`,
  publicPage: (slug?: string) => withPage(publicPage(), slug),
  publicIncident: (id: RouteId, slug?: string) => withPage(`${publicPage()}/incident/${segment(id)}`, slug),
  /** A public page's full incident history (older months follow its `cursor` links). */
  publicHistory: (slug?: string) => withPage(`${publicPage()}/history`, slug),
  /** The subscribe screen (the subscribe button's target without JavaScript). */
  publicSubscribe: (slug?: string) => withPage(`${publicPage()}/subscribe`, slug),
  /** The screens of the links in subscription mails, by their `?token=`. */
  publicConfirmSubscription: (token?: string) => withToken(`${publicPage()}/subscriptions/confirm`, token),
  publicUnsubscribe: (token?: string) => withToken(`${publicPage()}/subscriptions/unsubscribe`, token),
  publicManageSubscription: (token?: string) => withToken(`${publicPage()}/subscriptions/manage`, token),
} as const;
