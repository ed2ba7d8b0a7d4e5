import { paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { roleLabel } from '../../../components/labels';
import { LoadError } from '../../../components/load-error';
import { Section } from '../../../components/section';
import { useAccess } from '../../access/use-access';
import { useOrganization } from '../../organization/api';
import { OrganizationForm } from '../../organization/components/organization-form';
import { ChangePasswordForm } from './change-password-form';
import { SignOutOthers } from './sign-out-others';

const Narrow = styled.div`
  max-width: 32rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

function OrganizationSection() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const access = useAccess();
  let body = <Skeleton lines={2} label={t('settings.organization.loading')} />;
  if (organization.error || (access.error && !access.role)) {
    body = (
      <LoadError
        title={t('settings.organization.loadError')}
        error={organization.error ?? access.error}
        retry={() => {
          void organization.mutate();
          access.retry();
        }}
      />
    );
  } else if (organization.data && !access.isLoading) {
    body = <OrganizationForm organization={organization.data} editable={access.can('organization.manage')} />;
  }
  return (
    <Section title={t('settings.organization.title')} description={t('settings.organization.description')}>
      <Narrow>{body}</Narrow>
    </Section>
  );
}

function AccountSection() {
  const { t } = useTranslation();
  const access = useAccess();
  return (
    <Section title={t('settings.account.title')} description={t('settings.account.description')}>
      <Narrow>
        {access.email ? (
          <Facts>
            <dt>{t('settings.account.email')}</dt>
            <dd>{access.email}</dd>
            {access.role ? (
              <>
                <dt>{t('settings.account.role')}</dt>
                <dd>{roleLabel(t, access.role)}</dd>
              </>
            ) : null}
          </Facts>
        ) : access.error ? null : (
          <Skeleton lines={1} label={t('settings.account.loading')} />
        )}
        <Subheading>{t('settings.password.title')}</Subheading>
        <ChangePasswordForm />
        <Subheading>{t('settings.sessions.title')}</Subheading>
        <p>{t('settings.sessions.description')}</p>
        <SignOutOthers />
        {/* Tokens are credentials of their own that outlive these steps, so whoever can revoke them is told. */}
        {access.can('tokens.manage') ? (
          <p>
            {t('settings.sessions.apiTokensNote')}{' '}
            <Link to={paths.settingsTokens()}>{t('settings.sessions.apiTokensLink')}</Link>
          </p>
        ) : null}
      </Narrow>
    </Section>
  );
}

/** /settings: the organisation's name, and the signed-in person's e-mail, password and sessions. */
export function GeneralScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.general.documentTitle'));
  return (
    <>
      <OrganizationSection />
      <AccountSection />
    </>
  );
}
