import { Button, Dialog, OneTimeSecret } from '@statusdeck/shared';
import {
  DateField,
  FormActions,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { planLimitToast } from '../../../components/failure';
import { roleLabel } from '../../../components/labels';
import { assignableRoles } from '../../access/role-rules';
import type { CreatedApiToken, RoleName } from '../../access/types';
import { expiryOf, localDate, useCreateToken } from '../api';

type Values = { name: string; role: string; expires_on: string };

function schemaFor(today: string) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('settings.tokens.validation.nameRequired')
      .max(100, 'settings.tokens.validation.nameTooLong'),
    role: yup.string().required('settings.tokens.validation.roleRequired'),
    // YYYY-MM-DD strings compare in date order.
    expires_on: yup
      .string()
      .test('future', 'settings.tokens.validation.expiryPast', (value) => !value || value > today),
  });
}

function SecretView({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <OneTimeSecret
        value={token.token}
        label={t('settings.tokens.secret.label', { name: token.name })}
        warning={t('settings.tokens.secret.warning')}
      />
      <FormActions>
        <Button onClick={onDone}>{t('settings.tokens.secret.done')}</Button>
      </FormActions>
    </>
  );
}

type Props = { open: boolean; onClose(): void; actorRole: RoleName | undefined };

/** Name, role ceiling (up to the creator's own) and optional expiry; then the secret, once. */
export function CreateTokenDialog({ open, onClose, actorRole }: Props) {
  const { t } = useTranslation();
  const create = useCreateToken();
  const nameRef = useRef<HTMLInputElement>(null);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const today = localDate();
  const roles = assignableRoles(actorRole);
  // The secret is forgotten as soon as the dialog closes: it is never shown again.
  useEffect(() => {
    if (!open) setCreated(null);
  }, [open]);
  const onSubmit = useSubmitHandler<Values, CreatedApiToken>({
    request: (values) =>
      create({
        name: values.name.trim(),
        role: values.role as RoleName,
        ...(values.expires_on ? { expires_at: expiryOf(values.expires_on) } : {}),
      }),
    handleError: planLimitToast(t, t('settings.tokens.limitReached')),
    onSuccess: (token) => setCreated(token),
  });
  const initialRole = roles.includes('editor') ? 'editor' : (roles[0] ?? '');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={created ? t('settings.tokens.secret.title') : t('settings.tokens.create.title')}
      description={created ? undefined : t('settings.tokens.create.description')}
      initialFocus={created ? undefined : nameRef}
    >
      {created ? (
        <SecretView token={created} onDone={onClose} />
      ) : (
        <Formik<Values>
          initialValues={{ name: '', role: initialRole, expires_on: '' }}
          validationSchema={schemaFor(today)}
          onSubmit={onSubmit}
        >
          <FormStack noValidate aria-label={t('settings.tokens.create.title')}>
            <FormField
              ref={nameRef}
              name="name"
              label={t('settings.tokens.create.name')}
              hint={t('settings.tokens.create.nameHint')}
              autoComplete="off"
              maxLength={100}
            />
            <SelectField
              name="role"
              label={t('settings.tokens.create.role')}
              hint={t('settings.tokens.create.roleHint')}
              options={roles.map((role) => ({ value: role, label: roleLabel(t, role) }))}
            />
            <DateField
              name="expires_on"
              label={t('settings.tokens.create.expiry')}
              hint={t('settings.tokens.create.expiryHint')}
              min={localDate(new Date(Date.now() + 86_400_000))}
            />
            <FormActions>
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{t('settings.tokens.create.submit')}</SubmitButton>
            </FormActions>
          </FormStack>
        </Formik>
      )}
    </Dialog>
  );
}
