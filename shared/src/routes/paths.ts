import { publicPagePaths, subscriptionPaths } from '../public-site/paths.cjs';

/**
 * URL builders for every screen, so no app spells out another app's URLs (the public site's come from
 * its own path builder, which the server and the lean public bundle share). Each id
 * or token becomes one encoded path segment: `paths.statusPage('a/b')` is `/statuspages/a%2Fb`.
 */
export type RouteId = string | number;

/** An id as text; an empty one would silently address the parent screen instead. */
function idText(value: RouteId): string {
  const text = String(value);
  if (text === '') throw new Error('A route id must not be empty');
  return text;
}

const segment = (value: RouteId) => encodeURIComponent(idText(value));

const statusPage = (id: RouteId) => `/statuspages/${segment(id)}`;
const settings = () => '/settings';
/** The public pages name their status page by slug in `?page=`; none means the default page. */
const publicSite = (slug?: string) => publicPagePaths({ slug });

export const paths = {
  dashboard: () => '/',
  statusPages: () => '/statuspages',
  addStatusPage: () => '/statuspages/add',
  statusPage,
  statusPageIncidents: (id: RouteId) => `${statusPage(id)}/incidents`,
  statusPageParameters: (id: RouteId) => `${statusPage(id)}/parameters`,
  statusPageAppearance: (id: RouteId) => `${statusPage(id)}/appearance`,
  statusPageSubscribers: (id: RouteId) => `${statusPage(id)}/subscribers`,
  statusPageIntegrations: (id: RouteId) => `${statusPage(id)}/integrations`,
  statusPageTemplates: (id: RouteId) => `${statusPage(id)}/templates`,
  statusPageViewers: (id: RouteId) => `${statusPage(id)}/viewers`,
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
  /** One invoice, printable (the invoice mail links here too). */
  settingsInvoice: (id: RouteId) => `${settings()}/subscription/invoices/${segment(id)}`,
  auth: () => '/auth',
  signIn: () => '/auth/signin',
  signUp: () => '/auth/signup',
  requestReset: () => '/auth/request-reset',
  resetPassword: (token: string) => `/reset-password/${segment(token)}`,
  activate: (token: string) => `/activate/${segment(token)}`,
  /** The link of an invitation mail: join an organisation. */
  invitation: (token: string) => `/auth/invitation/${segment(token)}`,
  publicPage: (slug?: string) => publicSite(slug).page(),
  publicIncident: (id: RouteId, slug?: string) => publicSite(slug).incident(idText(id)),
  /** A public page's full incident history (older months follow its `cursor` links). */
  publicHistory: (slug?: string) => publicSite(slug).history(),
  /** The subscribe screen (the subscribe button's target without JavaScript). */
  publicSubscribe: (slug?: string) => publicSite(slug).subscribe(),
  /** The screens of the links in subscription mails, by their `?token=`. */
  publicConfirmSubscription: (token?: string) => subscriptionPaths().confirm(token ?? ''),
  publicUnsubscribe: (token?: string) => subscriptionPaths().unsubscribe(token ?? ''),
  publicManageSubscription: (token?: string) => subscriptionPaths().manage(token ?? ''),
} as const;
