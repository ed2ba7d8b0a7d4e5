import { matchPath, matchRoutes } from 'react-router';
import { paths } from './paths';
import { childRoutePatterns, mountPatterns, routePatterns } from './route-patterns';

/** Every builder with its arguments and the URL it must produce. */
const CASES: [keyof typeof paths, (string | number)[], string][] = [
  ['dashboard', [], '/'],
  ['statusPages', [], '/statuspages'],
  ['addStatusPage', [], '/statuspages/add'],
  ['statusPage', ['p1'], '/statuspages/p1'],
  ['statusPageIncidents', ['p1'], '/statuspages/p1/incidents'],
  ['statusPageParameters', ['p1'], '/statuspages/p1/parameters'],
  ['statusPageAppearance', ['p1'], '/statuspages/p1/appearance'],
  ['statusPageSubscribers', ['p1'], '/statuspages/p1/subscribers'],
  ['statusPageIntegrations', ['p1'], '/statuspages/p1/integrations'],
  ['statusPageTemplates', ['p1'], '/statuspages/p1/templates'],
  ['statusPageViewers', ['p1'], '/statuspages/p1/viewers'],
  ['addIncident', ['p1'], '/statuspages/p1/incidents/add'],
  ['incident', ['p1', 42], '/statuspages/p1/incidents/42'],
  ['addComponent', ['p1'], '/statuspages/p1/components/add'],
  ['editComponent', ['p1', 'c2'], '/statuspages/p1/components/c2/edit'],
  ['editComponentGroup', ['p1', 'g3'], '/statuspages/p1/components/g3/edit-group'],
  ['settings', [], '/settings'],
  ['settingsUsers', [], '/settings/users'],
  ['settingsTokens', [], '/settings/tokens'],
  ['settingsSubscription', [], '/settings/subscription'],
  ['settingsPlans', [], '/settings/subscription/plans'],
  ['settingsInvoice', ['inv1'], '/settings/subscription/invoices/inv1'],
  ['auth', [], '/auth'],
  ['signIn', [], '/auth/signin'],
  ['signUp', [], '/auth/signup'],
  ['requestReset', [], '/auth/request-reset'],
  ['resetPassword', ['tok'], '/reset-password/tok'],
  ['activate', ['tok'], '/activate/tok'],
  ['invitation', ['tok'], '/auth/invitation/tok'],
  ['publicPage', [], '/public-page'],
  ['publicIncident', ['i9'], '/public-page/incident/i9'],
  ['publicHistory', [], '/public-page/history'],
  ['publicSubscribe', [], '/public-page/subscribe'],
  ['publicConfirmSubscription', [], '/public-page/subscriptions/confirm'],
  ['publicUnsubscribe', [], '/public-page/subscriptions/unsubscribe'],
  ['publicManageSubscription', [], '/public-page/subscriptions/manage'],
];

function build(name: keyof typeof paths, args: (string | number)[]): string {
  return (paths[name] as (...values: (string | number)[]) => string)(...args);
}

it.each(CASES)('%s builds %j into %s', (name, args, expected) => {
  expect(build(name, args)).toBe(expected);
});

it('has a builder, a test case and a pattern for every route, and nothing else', () => {
  const names = Object.keys(paths).sort();
  expect(CASES.map(([name]) => name).sort()).toEqual(names);
  expect(Object.keys(routePatterns).sort()).toEqual(names);
});

it.each(CASES)('%s matches its react-router pattern and gives its ids back', (name, args) => {
  const match = matchPath(routePatterns[name], build(name, args));
  expect(match).not.toBeNull();
  expect(Object.values(match?.params ?? {})).toEqual(args.map(String));
});

it('encodes each id as one path segment that the router decodes back', () => {
  const awkward = 'a/b c?d#e%f';
  expect(paths.statusPage(awkward)).toBe('/statuspages/a%2Fb%20c%3Fd%23e%25f');
  expect(paths.resetPassword('x/y')).toBe('/reset-password/x%2Fy');
  // matchRoutes decodes the location first, as the router does before useParams sees it.
  const [match] =
    matchRoutes([{ path: routePatterns.editComponent }], paths.editComponent(awkward, 'ü/1')) ?? [];
  expect(match?.params).toEqual({ pageId: awkward, componentId: 'ü/1' });
});

it('refuses an empty id rather than addressing the parent screen', () => {
  expect(() => paths.statusPage('')).toThrow('must not be empty');
  expect(() => paths.incident('p1', '')).toThrow('must not be empty');
});

it('names the public status page by slug in the query, encoded', () => {
  expect(paths.publicPage('acme')).toBe('/public-page?page=acme');
  expect(paths.publicPage('a&b=c')).toBe('/public-page?page=a%26b%3Dc');
  expect(paths.publicIncident('i/1', 'acme')).toBe('/public-page/incident/i%2F1?page=acme');
  expect(paths.publicHistory('acme')).toBe('/public-page/history?page=acme');
  expect(paths.publicSubscribe('acme')).toBe('/public-page/subscribe?page=acme');
  expect(paths.publicUnsubscribe('t+1/2')).toBe('/public-page/subscriptions/unsubscribe?token=t%2B1%2F2');
  expect(new URL(paths.publicPage('a&b=c'), 'http://x').searchParams.get('page')).toBe('a&b=c');
});

it('puts every child pattern under its mount at the absolute pattern of the same name', () => {
  const base = (mount: string) => mount.replace(/\/\*$/, '');
  const joined: [string, string][] = [
    ...Object.entries(childRoutePatterns.statusPages).map(([name, child]): [string, string] => [
      name,
      `${base(mountPatterns.statusPages)}/${child}`,
    ]),
    ...Object.entries(childRoutePatterns.statusPage).map(([name, child]): [string, string] => [
      name,
      `${base(mountPatterns.statusPages)}/${childRoutePatterns.statusPages.statusPage}/${child}`,
    ]),
    ...Object.entries(childRoutePatterns.settings).map(([name, child]): [string, string] => [
      name,
      `${base(mountPatterns.settings)}/${child}`,
    ]),
    ...Object.entries(childRoutePatterns.publicPage).map(([name, child]): [string, string] => [
      name,
      `${base(mountPatterns.publicPage)}/${child}`,
    ]),
  ];
  for (const [name, pattern] of joined) {
    expect([name, pattern]).toEqual([name, routePatterns[name as keyof typeof routePatterns]]);
  }
  // Every route under the three mounted sections, less the three section roots.
  expect(joined).toHaveLength(25);
});
