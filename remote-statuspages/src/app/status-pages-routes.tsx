import { childRoutePatterns, NotFoundScreen, routePatterns, Spinner } from '@statusdeck/shared';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router-dom';
import { PageLayout } from '../features/statuspages/components/page-layout';

type ScreenComponent = LazyExoticComponent<ComponentType> & { preload(): void };

/** A screen's code as a chunk of its own, loaded when first shown or when `preload` asks for it sooner. */
function lazyScreen(load: () => Promise<{ default: ComponentType }>): ScreenComponent {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(() => start()),
    { preload: () => void start().catch(() => undefined) },
  );
}

// One chunk per screen: a screen loads only its own code (the page's header and tabs, PageLayout, at once).
const TemplatesScreen = lazyScreen(() =>
  import('../features/incident-templates/components/templates-screen').then((module) => ({
    default: module.TemplatesScreen,
  })),
);
const AddIncidentScreen = lazyScreen(() =>
  import('../features/incidents/components/add-incident-screen').then((module) => ({
    default: module.AddIncidentScreen,
  })),
);
const IncidentScreen = lazyScreen(() =>
  import('../features/incidents/components/incident-screen').then((module) => ({
    default: module.IncidentScreen,
  })),
);
const IncidentsScreen = lazyScreen(() =>
  import('../features/incidents/components/incidents-screen').then((module) => ({
    default: module.IncidentsScreen,
  })),
);
const IntegrationsScreen = lazyScreen(() =>
  import('../features/integrations/components/integrations-screen').then((module) => ({
    default: module.IntegrationsScreen,
  })),
);
const AddComponentScreen = lazyScreen(() =>
  import('../features/page-components/components/add-component-screen').then((module) => ({
    default: module.AddComponentScreen,
  })),
);
const EditComponentScreen = lazyScreen(() =>
  import('../features/page-components/components/edit-component-screen').then((module) => ({
    default: module.EditComponentScreen,
  })),
);
const EditGroupScreen = lazyScreen(() =>
  import('../features/page-components/components/edit-group-screen').then((module) => ({
    default: module.EditGroupScreen,
  })),
);
const PageComponentsScreen = lazyScreen(() =>
  import('../features/page-components/components/page-components-screen').then((module) => ({
    default: module.PageComponentsScreen,
  })),
);
const AddPageScreen = lazyScreen(() =>
  import('../features/statuspages/components/add-page-screen').then((module) => ({
    default: module.AddPageScreen,
  })),
);
const AppearanceScreen = lazyScreen(() =>
  import('../features/statuspages/components/appearance-screen').then((module) => ({
    default: module.AppearanceScreen,
  })),
);
const ParametersScreen = lazyScreen(() =>
  import('../features/statuspages/components/parameters-screen').then((module) => ({
    default: module.ParametersScreen,
  })),
);
const StatusPagesScreen = lazyScreen(() =>
  import('../features/statuspages/components/status-pages-screen').then((module) => ({
    default: module.StatusPagesScreen,
  })),
);
const SubscribersScreen = lazyScreen(() =>
  import('../features/subscribers/components/subscribers-screen').then((module) => ({
    default: module.SubscribersScreen,
  })),
);
const ViewersScreen = lazyScreen(() =>
  import('../features/viewers/components/viewers-screen').then((module) => ({
    default: module.ViewersScreen,
  })),
);

const section = childRoutePatterns.statusPages;
const page = childRoutePatterns.statusPage;

/** A screen's code loading: the section's spinner in its place (a page's header stays). */
function Screen({ of: Component }: { of: ScreenComponent }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('remote.loading')} />}>
      <Component />
    </Suspense>
  );
}

/**
 * Exposed as `./StatusPagesRoutes`; mounted by the host at `/statuspages/*`. Exactly the console's
 * status page routes; anything else under the prefix is the not-found screen, inside the signed-in layout.
 * A page's sections share its header and tabs; the add/edit forms are full screens of their own.
 */
export default function StatusPagesRoutes() {
  return (
    <Routes>
      <Route index element={<Screen of={StatusPagesScreen} />} />
      <Route path={section.addStatusPage} element={<Screen of={AddPageScreen} />} />
      <Route path={section.statusPage}>
        <Route element={<PageLayout />}>
          <Route index element={<Screen of={PageComponentsScreen} />} />
          <Route path={page.statusPageIncidents} element={<Screen of={IncidentsScreen} />} />
          <Route path={page.statusPageParameters} element={<Screen of={ParametersScreen} />} />
          <Route path={page.statusPageAppearance} element={<Screen of={AppearanceScreen} />} />
          <Route path={page.statusPageSubscribers} element={<Screen of={SubscribersScreen} />} />
          <Route path={page.statusPageIntegrations} element={<Screen of={IntegrationsScreen} />} />
          <Route path={page.statusPageTemplates} element={<Screen of={TemplatesScreen} />} />
          <Route path={page.statusPageViewers} element={<Screen of={ViewersScreen} />} />
        </Route>
        <Route path={page.addIncident} element={<Screen of={AddIncidentScreen} />} />
      </Route>
      <Route path={section.incident} element={<Screen of={IncidentScreen} />} />
      <Route path={section.addComponent} element={<Screen of={AddComponentScreen} />} />
      <Route path={section.editComponent} element={<Screen of={EditComponentScreen} />} />
      <Route path={section.editComponentGroup} element={<Screen of={EditGroupScreen} />} />
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}

/**
 * Starts loading the code of the screen this table shows at `pathname` (the whole path, under the host's
 * mount), read from the table itself: it then arrives while the page's header waits for its data, not after.
 */
export function preloadScreenAt(pathname: string): void {
  const table = StatusPagesRoutes() as ReactElement<{ children: ReactElement[] }>;
  const below = pathname.slice(routePatterns.statusPages.length) || '/';
  const matches = matchRoutes(createRoutesFromChildren(table.props.children), below) ?? [];
  for (const { route } of matches) {
    const element = route.element as ReactElement<{ of?: ScreenComponent }> | undefined;
    if (element?.type === Screen) element.props.of?.preload();
  }
}

// When the host loads this module for the address being opened, that screen's code starts loading with it.
if (typeof window !== 'undefined' && window.location.pathname.startsWith(routePatterns.statusPages)) {
  preloadScreenAt(window.location.pathname);
}
