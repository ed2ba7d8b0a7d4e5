import { readPaths } from '../api/read-paths';
import { routePatterns } from './route-patterns';

type Params = Record<string, string>;

/**
 * What a signed-in screen reads first, by its route pattern, in the order react-router ranks them (a
 * static segment before a parameter: `/statuspages/add` is not a page called "add"). Screens not listed
 * start with the signed-in layout's reads only.
 */
const SCREENS: { pattern: string; reads: (params: Params) => string[] }[] = [
  { pattern: routePatterns.dashboard, reads: () => [readPaths.dashboard] },
  { pattern: routePatterns.addStatusPage, reads: () => [] },
  {
    pattern: routePatterns.statusPage,
    reads: ({ id = '' }) => [
      readPaths.page(id),
      readPaths.components(id),
      readPaths.componentGroups(id),
      readPaths.usage,
    ],
  },
];

/** Every signed-in screen: the layout's account menu and the permissions of write controls. */
const LAYOUT_READS = [readPaths.me, readPaths.organization, readPaths.roles];

/**
 * A react-router pattern of static and `:param` segments, optionally ending in `/*`, against a pathname,
 * matched as `matchPath` does for such patterns (case-insensitive, one trailing slash allowed, parameters
 * decoded; `/*` takes the rest, or nothing). Null when it does not match.
 */
export function matchScreenPattern(pattern: string, pathname: string): Params | null {
  const split = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);
  const splat = pattern.endsWith('/*');
  const wanted = split(splat ? pattern.slice(0, -2) : pattern);
  const actual = split(pathname);
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return null;
  const params: Params = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The API paths the signed-in screen at `pathname` (one inside the signed-in layout) reads as it opens. */
export function screenReads(pathname: string): string[] {
  for (const screen of SCREENS) {
    const params = matchScreenPattern(screen.pattern, pathname);
    if (params) return [...LAYOUT_READS, ...screen.reads(params)];
  }
  return LAYOUT_READS;
}
