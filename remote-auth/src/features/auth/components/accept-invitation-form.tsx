import { type ApiErrorCode, notify, paths, useSession } from '@statusdeck/shared';
import { FormError, SubmitButton, useSubmitHandler, validationDetails } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextLink } from '../../../components/text-link';
import { apiErrorCode, failureMessageKey } from '../api/api-error';
import { type AcceptedInvitation, acceptInvitation, type PublicInvitation } from '../api/invitation';
import { CurrentPasswordField, NewPasswordFields } from './auth-fields';
import { AuthForm } from './auth-form';
import { joinExistingAccountSchema, joinNewAccountSchema } from './auth-schemas';

type AcceptInvitationFormProps = {
  token: string;
  invitation: PublicInvitation;
  /** The link stopped working meanwhile (used, cancelled, expired: `invalid_token`). */
  onInvalidToken(): void;
};

type JoinValues = { password: string; confirmPassword?: string };

// Refusals that are about the account, not the form's input: said in the user's language.
const REFUSAL_KEYS: Partial<Record<ApiErrorCode, string>> = {
  already_in_organization: 'auth.invitation.alreadyInOrganization',
  already_member: 'auth.invitation.alreadyMember',
  duplicate_email: 'auth.invitation.accountCreatedMeanwhile',
};

/**
 * A new address chooses a password (8+, confirmed); an existing account enters its own. On success the
 * answer is stored as a sign-in (the session's own path) and the console opens.
 */
export function AcceptInvitationForm({ token, invitation, onInvalidToken }: AcceptInvitationFormProps) {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const navigate = useNavigate();
  const existing = invitation.account_exists;

  const submit = useSubmitHandler<JoinValues, AcceptedInvitation>({
    request: ({ password }) => acceptInvitation({ token, password }),
    handleError: (error) => {
      if (apiErrorCode(error) !== 'invalid_token') return false;
      onInvalidToken();
      return true;
    },
    fieldErrorsFor: (error) => {
      if (apiErrorCode(error) === 'invalid_credentials') return { password: 'auth.invitation.wrongPassword' };
      // The server's own length rule for a new account's password, worded as the form's rule.
      const tooShort = validationDetails(error).some(
        (detail) => detail.field === 'password' && detail.code === 'too_short',
      );
      return tooShort ? { password: 'auth.validation.passwordMin' } : undefined;
    },
    failureMessage: (error) => {
      const code = apiErrorCode(error);
      const key = code && Object.hasOwn(REFUSAL_KEYS, code) ? REFUSAL_KEYS[code] : undefined;
      return t(key ?? failureMessageKey(error, 'auth.invitation.failed'));
    },
    failureDisplay: 'banner',
    onSuccess: async (response) => {
      await startSession(response);
      notify({ title: t('auth.invitation.joined', { organization: invitation.organization_name }) });
      navigate(paths.dashboard(), { replace: true });
    },
  });

  const label = t(existing ? 'auth.invitation.existingTitle' : 'auth.invitation.newTitle');
  return (
    <Formik<JoinValues>
      initialValues={existing ? { password: '' } : { password: '', confirmPassword: '' }}
      validationSchema={existing ? joinExistingAccountSchema : joinNewAccountSchema}
      onSubmit={submit}
    >
      <AuthForm aria-label={label} noValidate>
        <FormError />
        {existing ? (
          <>
            <CurrentPasswordField />
            <TextLink to={paths.requestReset()}>{t('auth.login.forgotPassword')}</TextLink>
            <SubmitButton>{t('auth.invitation.signInAndJoin')}</SubmitButton>
          </>
        ) : (
          <>
            <NewPasswordFields
              label={t('auth.fields.password')}
              confirmLabel={t('auth.invitation.confirmPassword')}
            />
            <SubmitButton>{t('auth.invitation.createAndJoin')}</SubmitButton>
          </>
        )}
      </AuthForm>
    </Formik>
  );
}
