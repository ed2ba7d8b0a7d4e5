import { matchPath } from 'react-router-dom';
import { readPaths } from '../api/read-paths';
import { mountPatterns, routePatterns } from './route-patterns';
import { matchScreenPattern, screenReads } from './screen-requests';

const PATHS = [
  '/',
  '/statuspages',
  '/statuspages/',
  '/statuspages/add',
  '/statuspages/p-1',
  '/StatusPages/p-1/',
  '/statuspages/a%2Fb',
  '/statuspages/p-1/incidents',
  '/statuspages/p-1/incidents/i-9',
  '/settings',
  '/settings/users',
  '/auth',
  '/public-page',
];

describe('matchScreenPattern', () => {
  it.each([
    routePatterns.dashboard,
    routePatterns.statusPage,
    routePatterns.addStatusPage,
    routePatterns.incident,
    routePatterns.settings,
    mountPatterns.statusPages,
    mountPatterns.settings,
  ])('matches %s where react-router does, with the same parameters', (pattern) => {
    for (const pathname of PATHS) {
      const ours = matchScreenPattern(pattern, pathname);
      const routers = matchPath({ path: pattern, end: true }, pathname);
      const { '*': _rest, ...params } = routers?.params ?? {};
      expect([pathname, ours]).toEqual([pathname, routers ? params : null]);
    }
  });
});

describe('screenReads', () => {
  const layout = [readPaths.me, readPaths.organization, readPaths.roles];

  it('reads the dashboard on the dashboard', () => {
    expect(screenReads('/')).toEqual([...layout, readPaths.dashboard]);
  });

  it("reads a page, its components, its groups and the plan's usage on the page's components screen", () => {
    expect(screenReads('/statuspages/a%2Fb')).toEqual([
      ...layout,
      readPaths.page('a/b'),
      readPaths.components('a/b'),
      readPaths.componentGroups('a/b'),
      readPaths.usage,
    ]);
  });

  it("reads only the layout's on other signed-in screens, the add-page screen among them", () => {
    expect(screenReads('/statuspages/add')).toEqual(layout);
    expect(screenReads('/statuspages/p-1/incidents')).toEqual(layout);
    expect(screenReads('/settings/users')).toEqual(layout);
  });
});
