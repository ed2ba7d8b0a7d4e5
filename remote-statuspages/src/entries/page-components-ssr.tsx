/**
 * A page's components screen rendered ahead of the browser (built to dist/ssr/page-components.cjs, loaded
 * by the server): the same page header, tabs and components board the host mounts at
 * `/statuspages/{id}`, drawn from the answers the server gives the same reads (GET /v1/pages/{id},
 * /v1/pages/{id}/components, /v1/pages/{id}/component-groups, /v1/usage, and the layout's), for one
 * language. The server puts it into the host's frame; the app's own screen takes over once it has its
 * content (useReleaseConsoleShell).
 */
import { type Api, readPaths, routePatterns } from '@statusdeck/shared';
import {
  type ConsoleReads,
  renderSignedIn,
  type SignedInRenderInput,
} from '@statusdeck/shared/server-render';
import { matchPath, Route, Routes } from 'react-router-dom';
import type { ComponentGroup, PageComponent } from '../api/component-types';
import type { Page } from '../api/page-access-types';
import { PageComponentsScreen } from '../features/page-components/components/page-components-screen';
import { PageLayout } from '../features/statuspages/components/page-layout';

/** The address this renderer draws (the server matches a request's path against it). */
export const pattern = routePatterns.statusPage;

/** The screen's own reads, as the server answers them for the page in the path. */
export type PageComponentsReads = ConsoleReads & {
  page: Page;
  components: PageComponent[];
  componentGroups: ComponentGroup[];
  usage: Api.Usage;
};

export function render(input: SignedInRenderInput & { reads: PageComponentsReads }): {
  html: string;
  css: string;
} {
  const pageId = matchPath(pattern, input.path)?.params.id;
  if (!pageId) throw new Error(`${input.path} is not a page's components screen`);
  const { page, components, componentGroups, usage, ...layout } = input.reads;
  const reads: ConsoleReads = {
    ...layout,
    byPath: {
      [readPaths.page(pageId)]: page,
      [readPaths.components(pageId)]: components,
      [readPaths.componentGroups(pageId)]: componentGroups,
      [readPaths.usage]: usage,
    },
  };
  return renderSignedIn(
    { ...input, reads },
    <Routes>
      <Route path={pattern} element={<PageLayout />}>
        <Route index element={<PageComponentsScreen />} />
      </Route>
    </Routes>,
    { idPrefix: 'screen-' },
  );
}
