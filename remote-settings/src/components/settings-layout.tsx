import { LinkTabs, PageHeader, paths } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BillingBanner } from '../features/billing/components/billing-banner';

const Content = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * /settings/*: the settings heading and its sections as tabs (real links), the section below; above it, to
 * the owner, a failing renewal or the move to Free it ended in.
 */
export function SettingsLayout() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <LinkTabs
        aria-label={t('settings.sections')}
        items={[
          { to: paths.settings(), label: t('settings.tabs.general'), end: true },
          { to: paths.settingsUsers(), label: t('settings.tabs.team') },
          { to: paths.settingsTokens(), label: t('settings.tabs.tokens') },
          { to: paths.settingsSubscription(), label: t('settings.tabs.subscription') },
        ]}
      />
      <Content>
        <BillingBanner />
        <Outlet />
      </Content>
    </>
  );
}
