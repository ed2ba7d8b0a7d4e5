import { ApiError, Button, Dialog, notify } from '@statusdeck/shared';
import {
  FormActions,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { planLimitToast } from '../../../components/failure';
import { roleLabel } from '../../../components/labels';
import { grantableRoles } from '../../access/role-rules';
import type { Invitation, RoleName } from '../../access/types';
import { useInvite } from '../api';

type Values = { email: string; role: RoleName };

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required('settings.invite.validation.emailRequired')
    .email('settings.invite.validation.emailInvalid')
    .max(254, 'settings.invite.validation.emailInvalid'),
  role: yup.string().required('settings.invite.validation.roleRequired'),
});

/** An e-mail already in the team or already invited is said on the e-mail field. */
function knownConflict(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'already_member') return { email: 'settings.errors.already_member' };
  if (error.code === 'already_invited') return { email: 'settings.errors.already_invited' };
  if (error.code === 'already_in_organization') return { email: 'settings.errors.already_in_organization' };
  if (error.status === 403) return { role: 'settings.errors.forbidden' };
  return undefined;
}

type Props = { open: boolean; onClose(): void; actorRole: RoleName | undefined };

/** Sends an invitation mail with a single-use link; the invitee joins with the chosen role. */
export function InviteDialog({ open, onClose, actorRole }: Props) {
  const { t } = useTranslation();
  const invite = useInvite();
  const emailRef = useRef<HTMLInputElement>(null);
  const roles = grantableRoles(actorRole);
  const onSubmit = useSubmitHandler<Values, Invitation>({
    request: (values) => invite({ email: values.email.trim(), role: values.role }),
    fieldErrorsFor: knownConflict,
    handleError: planLimitToast(t, t('settings.team.limitReached')),
    onSuccess: (invitation) => {
      notify({ title: t('settings.invite.sent', { email: invitation.email }) });
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('settings.invite.title')}
      description={t('settings.invite.description')}
      initialFocus={emailRef}
    >
      <Formik<Values>
        initialValues={{ email: '', role: 'editor' }}
        validationSchema={schema}
        onSubmit={onSubmit}
      >
        <FormStack noValidate aria-label={t('settings.invite.title')}>
          <FormField
            ref={emailRef}
            name="email"
            type="email"
            label={t('settings.invite.email')}
            autoComplete="off"
          />
          <SelectField
            name="role"
            label={t('settings.invite.role')}
            hint={t('settings.invite.roleHint')}
            options={roles.map((role) => ({ value: role, label: roleLabel(t, role) }))}
          />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{t('settings.invite.submit')}</SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
