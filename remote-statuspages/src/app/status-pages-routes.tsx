import { childRoutePatterns, NotFoundScreen } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import { AddIncidentScreen } from '../features/incidents/components/add-incident-screen';
import { IncidentScreen } from '../features/incidents/components/incident-screen';
import { IncidentsScreen } from '../features/incidents/components/incidents-screen';
import { IntegrationsScreen } from '../features/integrations/components/integrations-screen';
import { AddComponentScreen } from '../features/page-components/components/add-component-screen';
import { EditComponentScreen } from '../features/page-components/components/edit-component-screen';
import { EditGroupScreen } from '../features/page-components/components/edit-group-screen';
import { PageComponentsScreen } from '../features/page-components/components/page-components-screen';
import { AddPageScreen } from '../features/statuspages/components/add-page-screen';
import { AppearanceScreen } from '../features/statuspages/components/appearance-screen';
import { PageLayout } from '../features/statuspages/components/page-layout';
import { ParametersScreen } from '../features/statuspages/components/parameters-screen';
import { StatusPagesScreen } from '../features/statuspages/components/status-pages-screen';
import { SubscribersScreen } from '../features/subscribers/components/subscribers-screen';

const section = childRoutePatterns.statusPages;
const page = childRoutePatterns.statusPage;

/**
 * Exposed as `./StatusPagesRoutes`; mounted by the host at `/statuspages/*`. Exactly the console's
 * status page routes; anything else under the prefix is the not-found screen, inside the signed-in layout.
 * A page's sections share its header and tabs; the add/edit forms are full screens of their own.
 */
export default function StatusPagesRoutes() {
  return (
    <Routes>
      <Route index element={<StatusPagesScreen />} />
      <Route path={section.addStatusPage} element={<AddPageScreen />} />
      <Route path={section.statusPage}>
        <Route element={<PageLayout />}>
          <Route index element={<PageComponentsScreen />} />
          <Route path={page.statusPageIncidents} element={<IncidentsScreen />} />
          <Route path={page.statusPageParameters} element={<ParametersScreen />} />
          <Route path={page.statusPageAppearance} element={<AppearanceScreen />} />
          <Route path={page.statusPageSubscribers} element={<SubscribersScreen />} />
          <Route path={page.statusPageIntegrations} element={<IntegrationsScreen />} />
        </Route>
        <Route path={page.addIncident} element={<AddIncidentScreen />} />
      </Route>
      <Route path={section.incident} element={<IncidentScreen />} />
      <Route path={section.addComponent} element={<AddComponentScreen />} />
      <Route path={section.editComponent} element={<EditComponentScreen />} />
      <Route path={section.editComponentGroup} element={<EditGroupScreen />} />
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}
