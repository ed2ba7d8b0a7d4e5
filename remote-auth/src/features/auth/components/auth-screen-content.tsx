import { LanguageSwitcher, paths, Tabs } from '@statusdeck/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Content,
  FormSide,
  Heading,
  Layout,
  MobileWordmark,
  Subtitle,
  Terms,
  TopRow,
} from '../../../components/auth-screen-layout';
import { useScreenTitle } from '../../../hooks/use-screen-title';
import { useAuthNavigation } from '../navigation/auth-navigation';
import { type AuthNotice, AuthNoticeBanner, noticeFromLocationState } from './auth-notice';
import { BrandPanel } from './brand-panel';
import { LegalSentence } from './legal-links';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthTab = 'login' | 'register';

const TAB_PATHS: Record<AuthTab, string> = { login: paths.signIn(), register: paths.signUp() };

/**
 * The sign-in / sign-up screen, under whichever navigation runs it: the console's router
 * (app/auth-screen.tsx, at /auth, /auth/signin and /auth/signup) or the lean sign-in page's history.
 */
export function AuthScreenContent({ initialTab }: { initialTab: AuthTab }) {
  const { t } = useTranslation();
  const { location, replace } = useAuthNavigation();
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
  // The entry (its path, whether it carries a banner) is kept in a ref, not read from `location`:
  // the router applies a navigation in a transition, so the banner sign-up sets can be on screen
  // before `location` has it, and an edit in between must still clear the entry's copy.
  const entry = useRef({
    path: location.pathname,
    carriesNotice: noticeFromLocationState(location.state) !== null,
  });
  useEffect(() => {
    entry.current.path = location.pathname;
  }, [location.pathname]);
  const replaceEntry = useCallback(
    (path: string, next: AuthNotice | null) => {
      entry.current = { path, carriesNotice: next !== null };
      replace(path, next ? { authNotice: next } : null);
    },
    [replace],
  );
  const changeNotice = useCallback(
    (next: AuthNotice | null) => {
      setNotice(next);
      if (entry.current.carriesNotice) replaceEntry(entry.current.path, next);
    },
    [replaceEntry],
  );
  const clearNotice = useCallback(() => changeNotice(null), [changeNotice]);

  const selectTab = (id: string) => {
    const next: AuthTab = id === 'register' ? 'register' : 'login';
    if (next === tab) return;
    setTab(next);
    setNotice(null);
    // No state: the new entry carries no banner.
    replaceEntry(TAB_PATHS[next], null);
  };

  const showAccountCreated = (email: string) => {
    const created: AuthNotice = { kind: 'accountCreated', email };
    setTab('login');
    setNotice(created);
    replaceEntry(TAB_PATHS.login, created);
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
        {/* Signing up has its own "I agree" checkbox: the sentence would say the same thing twice there. */}
        {tab === 'login' ? (
          <Terms>
            <LegalSentence i18nKey="auth.footer.terms" />
          </Terms>
        ) : null}
      </FormSide>
    </Layout>
  );
}
