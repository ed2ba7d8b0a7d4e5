import { childRoutePatterns, NotFoundScreen } from '@statusdeck/shared';
import { Route, Routes } from 'react-router-dom';
import { SettingsLayout } from '../components/settings-layout';
import { GeneralScreen } from '../features/account/components/general-screen';
import { InvoiceScreen } from '../features/billing/components/invoice-screen';
import { PlansScreen } from '../features/billing/components/plans-screen';
import { SubscriptionScreen } from '../features/billing/components/subscription-screen';
import { TeamScreen } from '../features/team/components/team-screen';
import { TokensScreen } from '../features/tokens/components/tokens-screen';

const screens = childRoutePatterns.settings;

/**
 * Exposed as `./SettingsRoutes`; mounted by the host at `/settings/*`. Exactly the product's
 * settings routes; anything else under the prefix is the not-found screen, inside the signed-in layout.
 */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route element={<SettingsLayout />}>
        <Route index element={<GeneralScreen />} />
        <Route path={screens.settingsUsers} element={<TeamScreen />} />
        <Route path={screens.settingsTokens} element={<TokensScreen />} />
        <Route path={screens.settingsSubscription} element={<SubscriptionScreen />} />
        <Route path={screens.settingsPlans} element={<PlansScreen />} />
        <Route path={screens.settingsInvoice} element={<InvoiceScreen />} />
      </Route>
      <Route path="*" element={<NotFoundScreen fullPage={false} />} />
    </Routes>
  );
}
