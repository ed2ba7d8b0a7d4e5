/**
 * react-router patterns of every screen. The host mounts each remote's routes under a prefix
 * (`mountPatterns`); the remote declares its screens relative to it (`childRoutePatterns`).
 * The parameter names match the builders in paths.ts.
 */
export const routePatterns = {
  dashboard: '/',
  statusPages: '/statuspages',
  addStatusPage: '/statuspages/add',
  statusPage: '/statuspages/:id',
  statusPageIncidents: '/statuspages/:id/incidents',
  statusPageParameters: '/statuspages/:id/parameters',
  statusPageAppearance: '/statuspages/:id/appearance',
  statusPageSubscribers: '/statuspages/:id/subscribers',
  statusPageIntegrations: '/statuspages/:id/integrations',
  statusPageTemplates: '/statuspages/:id/templates',
  statusPageViewers: '/statuspages/:id/viewers',
  addIncident: '/statuspages/:id/incidents/add',
  incident: '/statuspages/:pageId/incidents/:id',
  addComponent: '/statuspages/:pageId/components/add',
  editComponent: '/statuspages/:pageId/components/:componentId/edit',
  editComponentGroup: '/statuspages/:pageId/components/:componentId/edit-group',
  settings: '/settings',
  settingsUsers: '/settings/users',
  settingsTokens: '/settings/tokens',
  settingsSubscription: '/settings/subscription',
  settingsPlans: '/settings/subscription/plans',
  settingsInvoice: '/settings/subscription/invoices/:id',
  auth: '/auth',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  requestReset: '/auth/request-reset',
  resetPassword: '/reset-password/:token',
  activate: '/activate/:token',
  invitation: '/auth/invitation/:token',
  publicPage: '/public-page',
  publicIncident: '/public-page/incident/:id',
  publicHistory: '/public-page/history',
  publicSubscribe: '/public-page/subscribe',
  publicConfirmSubscription: '/public-page/subscriptions/confirm',
  publicUnsubscribe: '/public-page/subscriptions/unsubscribe',
  publicManageSubscription: '/public-page/subscriptions/manage',
} as const;

/** Where the host mounts the remotes that own a whole section. */
export const mountPatterns = {
  statusPages: `${routePatterns.statusPages}/*`,
  settings: `${routePatterns.settings}/*`,
  publicPage: `${routePatterns.publicPage}/*`,
} as const;

/**
 * Each section's screens relative to its mount. The sections of one status page nest under
 * `statusPages.statusPage` (`:id`), so `statusPage` lists them relative to that route.
 */
export const childRoutePatterns = {
  statusPages: {
    addStatusPage: 'add',
    statusPage: ':id',
    incident: ':pageId/incidents/:id',
    addComponent: ':pageId/components/add',
    editComponent: ':pageId/components/:componentId/edit',
    editComponentGroup: ':pageId/components/:componentId/edit-group',
  },
  statusPage: {
    statusPageIncidents: 'incidents',
    statusPageParameters: 'parameters',
    statusPageAppearance: 'appearance',
    statusPageSubscribers: 'subscribers',
    statusPageIntegrations: 'integrations',
    statusPageTemplates: 'templates',
    statusPageViewers: 'viewers',
    addIncident: 'incidents/add',
  },
  settings: {
    settingsUsers: 'users',
    settingsTokens: 'tokens',
    settingsSubscription: 'subscription',
    settingsPlans: 'subscription/plans',
    settingsInvoice: 'subscription/invoices/:id',
  },
  publicPage: {
    publicIncident: 'incident/:id',
    publicHistory: 'history',
    publicSubscribe: 'subscribe',
    publicConfirmSubscription: 'subscriptions/confirm',
    publicUnsubscribe: 'subscriptions/unsubscribe',
    publicManageSubscription: 'subscriptions/manage',
  },
} as const;
