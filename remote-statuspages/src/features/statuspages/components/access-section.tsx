import { Button, Card, ConfirmDialog, notify, paths } from '@statusdeck/shared';
import {
  FormActions,
  FormField,
  FormStack,
  RadioGroupField,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
  validationDetails,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePrivatePagesAllowed } from '../../../api/get-plans';
import { PAGE_ACCESS_MODES, type Page, type PageAccess, refusalCode } from '../../../api/page-access-types';
import { forbiddenText } from '../../../components/forbidden';
import { notifyFailure } from '../../../hooks/notify-failure';
import { revokePrivateLinks } from '../api/revoke-private-links';
import { updatePage, useSavePage } from '../api/update-page';
import { ACCESS_PASSWORD_MAX } from '../page-rules';
import { type AccessValues, accessChanges, accessOf, accessSchema } from './access-values';

/** The section's anchor: the viewers tab links here. */
export const ACCESS_SECTION_ID = 'access';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ModeLabels: Record<PageAccess, string> = {
  public: 'statuspages.accessSettings.modes.public',
  password: 'statuspages.accessSettings.modes.password',
  audience: 'statuspages.accessSettings.modes.audience',
};

/** The fields below the mode: the password of a password page, the domains of an audience page. */
function ModeFields({ page, values, editable }: { page: Page; values: AccessValues; editable: boolean }) {
  const { t } = useTranslation();
  if (values.access === 'password' && editable) {
    return (
      <FormField
        name="access_password"
        type="password"
        label={
          page.access_password_set
            ? t('statuspages.accessSettings.newPassword')
            : t('statuspages.accessSettings.password')
        }
        hint={
          page.access_password_set
            ? t('statuspages.accessSettings.newPasswordHint')
            : t('statuspages.accessSettings.passwordHint')
        }
        autoComplete="new-password"
        maxLength={ACCESS_PASSWORD_MAX}
      />
    );
  }
  if (values.access !== 'audience') return null;
  return (
    <>
      {editable ? (
        <TextareaField
          name="access_email_domains"
          label={t('statuspages.accessSettings.emailDomains')}
          hint={t('statuspages.accessSettings.emailDomainsHint')}
          rows={3}
          spellCheck={false}
        />
      ) : (
        <p>
          {t('statuspages.accessSettings.emailDomains')}:{' '}
          {page.access_email_domains.length > 0
            ? page.access_email_domains.join(', ')
            : t('statuspages.accessSettings.noEmailDomains')}
        </p>
      )}
      <p>
        <Link to={paths.statusPageViewers(page.id)}>{t('statuspages.accessSettings.viewersLink')}</Link>
      </p>
    </>
  );
}

type Props = {
  page: Page;
  /** pages.access (owners and admins): others see the settings read-only. */
  editable: boolean;
};

/**
 * "Who can see this page": public, password or audience (plans with private pages only), the password,
 * the allowed e-mail domains, and revoking every private link. Saved with the page's PATCH.
 */
export function AccessSection({ page, editable }: Props) {
  const { t } = useTranslation();
  const save = useSavePage();
  const allowed = usePrivatePagesAllowed();
  const [revoking, setRevoking] = useState(false);
  const initialValues = useMemo(() => accessOf(page), [page]);
  // A public page on a plan without private pages has nothing else to choose.
  const gated = allowed === false && page.access === 'public';
  const onSubmit = useSubmitHandler<AccessValues, Page>({
    request: (values) => save(updatePage(page.id, accessChanges(page, values))),
    onSuccess: () => {
      notify({ title: t('statuspages.accessSettings.saved', { name: page.name }) });
    },
    fieldErrorsFor: (error) =>
      validationDetails(error).some((detail) => detail.code === 'access_password_required')
        ? { access_password: 'statuspages.errors.accessPasswordRequired' }
        : undefined,
    failureMessage: (error) =>
      refusalCode(error) === 'plan_feature_unavailable'
        ? t('statuspages.errors.planFeatureUnavailable')
        : (forbiddenText(error, t) ?? t('statuspages.accessSettings.failed')),
  });
  const revoke = async () => {
    try {
      await revokePrivateLinks(page.id);
    } catch (error) {
      notifyFailure(error, t, t('statuspages.accessSettings.revoke.failed'));
      return;
    }
    notify({ title: t('statuspages.accessSettings.revoke.done', { name: page.name }) });
    setRevoking(false);
  };
  return (
    <Card>
      <section id={ACCESS_SECTION_ID} aria-labelledby="page-access-heading">
        <Heading id="page-access-heading">{t('statuspages.accessSettings.title')}</Heading>
        <Note>{t('statuspages.accessSettings.lead')}</Note>
        {editable ? null : <Note>{t('statuspages.accessSettings.readOnly')}</Note>}
        {allowed === false ? (
          <Note>
            {t('statuspages.accessSettings.planRequired')}{' '}
            <Link to={paths.settingsSubscription()}>{t('statuspages.accessSettings.upgrade')}</Link>
          </Note>
        ) : null}
        <Formik
          initialValues={initialValues}
          validationSchema={accessSchema(page.access_password_set)}
          onSubmit={onSubmit}
          enableReinitialize
        >
          {({ values, dirty }) => (
            <FormStack noValidate aria-label={t('statuspages.accessSettings.title')}>
              <RadioGroupField
                name="access"
                label={t('statuspages.accessSettings.mode')}
                options={PAGE_ACCESS_MODES.map((mode) => ({ value: mode, label: t(ModeLabels[mode]) }))}
                disabled={!editable || gated}
              />
              <ModeFields page={page} values={values} editable={editable} />
              {editable && !gated ? (
                <FormActions>
                  {page.access === 'public' ? null : (
                    <Button variant="secondary" onClick={() => setRevoking(true)}>
                      {t('statuspages.accessSettings.revoke.action')}
                    </Button>
                  )}
                  <SubmitButton disabled={!dirty}>{t('statuspages.accessSettings.save')}</SubmitButton>
                </FormActions>
              ) : null}
            </FormStack>
          )}
        </Formik>
      </section>
      {editable ? (
        <ConfirmDialog
          open={revoking}
          onClose={() => setRevoking(false)}
          onConfirm={revoke}
          title={t('statuspages.accessSettings.revoke.title', { name: page.name })}
          description={t('statuspages.accessSettings.revoke.description')}
          confirmLabel={t('statuspages.accessSettings.revoke.confirm')}
          destructive
        />
      ) : null}
    </Card>
  );
}
