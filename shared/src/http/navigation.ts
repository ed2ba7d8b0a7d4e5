/**
 * Where shared sends the browser (e.g. to /auth after a failed refresh). Outside React, so the
 * router's navigate is registered here by useRegisterNavigate; before that, a full page load.
 */
type Navigate = (to: string) => void;

let configuredNavigate: Navigate | null = null;
let routerNavigate: Navigate | null = null;

export function setConfiguredNavigate(navigate: Navigate | null): void {
  configuredNavigate = navigate;
}

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

export function navigateTo(to: string): void {
  if (routerNavigate) {
    routerNavigate(to);
  } else if (configuredNavigate) {
    configuredNavigate(to);
  } else if (window.location.pathname !== to) {
    // A full load of the page we are already on would only reload it.
    window.location.assign(to);
  }
}
