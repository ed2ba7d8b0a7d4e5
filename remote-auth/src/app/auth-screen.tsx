import { LanguageSwitcher, paths, Tabs } from '@statusdeck/shared';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Content,
  FormSide,
  Heading,
  Layout,
  MobileWordmark,
  Subtitle,
  Terms,
  TopRow,
} from '../components/auth-screen-layout';
import {
  type AuthNotice,
  AuthNoticeBanner,
  noticeFromLocationState,
} from '../features/auth/components/auth-notice';
import { BrandPanel } from '../features/auth/components/brand-panel';
import { LegalSentence } from '../features/auth/components/legal-links';
import { LoginForm } from '../features/auth/components/login-form';
import { RegisterForm } from '../features/auth/components/register-form';
import { useScreenTitle } from '../hooks/use-screen-title';

export type AuthTab = 'login' | 'register';

const TAB_PATHS: Record<AuthTab, string> = { login: paths.signIn(), register: paths.signUp() };

/** The sign-in / sign-up screen. The host mounts it at /auth, /auth/signin and /auth/signup. */
export default function AuthScreen({ initialTab }: { initialTab: AuthTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  // The banner travels in the history entry too, in case the host remounts this screen on a route change.
  const [notice, setNotice] = useState<AuthNotice | null>(() => noticeFromLocationState(location.state));

  useEffect(() => {
    setTab(initialTab);
  }, [initialTab]);

  useScreenTitle(tab === 'login' ? 'titles.signIn' : 'titles.signUp');

  // Browsers keep history state across a reload: once the banner is dismissed or replaced, the
  // entry must stop carrying the old one, or a reload would show a stale banner again.
  const { pathname, state: historyState } = location;
  const changeNotice = useCallback(
    (next: AuthNotice | null) => {
      setNotice(next);
      if (noticeFromLocationState(historyState) === null) return;
      navigate(pathname, { replace: true, state: next ? { authNotice: next } : null });
    },
    [historyState, pathname, navigate],
  );
  const clearNotice = useCallback(() => changeNotice(null), [changeNotice]);

  const selectTab = (id: string) => {
    const next: AuthTab = id === 'register' ? 'register' : 'login';
    if (next === tab) return;
    setTab(next);
    setNotice(null);
    // No state: the new entry carries no banner.
    navigate(TAB_PATHS[next], { replace: true });
  };

  const showAccountCreated = (email: string) => {
    const created: AuthNotice = { kind: 'accountCreated', email };
    setTab('login');
    setNotice(created);
    navigate(TAB_PATHS.login, { replace: true, state: { authNotice: created } });
  };

  const heading = tab === 'login' ? t('auth.login.title') : t('auth.register.title');
  const subtitle = tab === 'login' ? t('auth.login.subtitle') : t('auth.register.subtitle');

  return (
    <Layout>
      <BrandPanel />
      <FormSide>
        <TopRow>
          <MobileWordmark />
          <LanguageSwitcher />
        </TopRow>
        <Content>
          <Heading>{heading}</Heading>
          <Subtitle>{subtitle}</Subtitle>
          <Tabs
            aria-label={t('auth.tabs.label')}
            idPrefix={tabsId}
            value={tab}
            onChange={selectTab}
            tabs={[
              { id: 'login', label: t('auth.tabs.login'), panelId: tab === 'login' ? panelId : undefined },
              {
                id: 'register',
                label: t('auth.tabs.register'),
                panelId: tab === 'register' ? panelId : undefined,
              },
            ]}
          />
          {notice ? (
            <AuthNoticeBanner notice={notice} onChange={changeNotice} onDismiss={clearNotice} />
          ) : null}
          {/* Only the selected tab's panel is rendered; Tabs names each tab `${idPrefix}-${id}`. */}
          <div role="tabpanel" id={panelId} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'login' ? (
              <LoginForm
                initialEmail={notice?.email}
                onEdit={clearNotice}
                onEmailNotVerified={(email) => changeNotice({ kind: 'emailNotVerified', email })}
              />
            ) : (
              <RegisterForm onRegistered={showAccountCreated} />
            )}
          </div>
        </Content>
        <Terms>
          <LegalSentence i18nKey="auth.footer.terms" />
        </Terms>
      </FormSide>
    </Layout>
  );
}
