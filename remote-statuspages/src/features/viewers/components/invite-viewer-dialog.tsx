import { Button, Dialog, notify } from '@statusdeck/shared';
import { FormActions, FormField, FormStack, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { refusalCode, type Viewer } from '../../../api/page-access-types';
import { forbiddenText } from '../../../components/forbidden';
import { useViewerWrites } from '../api/viewers';

type Values = { email: string };

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required('pageViewers.validation.emailRequired')
    .email('pageViewers.validation.emailInvalid')
    .max(254, 'pageViewers.validation.emailInvalid'),
});

type Props = {
  pageId: string;
  open: boolean;
  /** The plan's viewers per page, to word a 402. */
  limit: number | undefined;
  onClose(): void;
};

/** Invites a viewer by e-mail: the server mails them a sign-in link. */
export function InviteViewerDialog({ pageId, open, limit, onClose }: Props) {
  const { t } = useTranslation();
  const { invite } = useViewerWrites(pageId);
  const emailRef = useRef<HTMLInputElement>(null);
  const onSubmit = useSubmitHandler<Values, Viewer>({
    request: (values) => invite(values.email.trim()),
    // The plan's limit: said with the number, not the shared "limit reached" toast about pages.
    handleError: (error) => {
      if (refusalCode(error) !== 'PLAN_LIMIT_REACHED') return false;
      notify({
        variant: 'destructive',
        title: t('common.error'),
        description: t('pageViewers.invite.limit', { count: limit ?? 0 }),
      });
      return true;
    },
    fieldErrorsFor: (error) =>
      refusalCode(error) === 'already_viewer' ? { email: 'statuspages.errors.alreadyViewer' } : undefined,
    failureMessage: (error) => {
      if (refusalCode(error) === 'page_not_audience') return t('statuspages.errors.pageNotAudience');
      return forbiddenText(error, t) ?? t('pageViewers.invite.failed');
    },
    onSuccess: (viewer) => {
      notify({ title: t('pageViewers.invite.done', { email: viewer.email }) });
      onClose();
    },
  });
  const title = t('pageViewers.invite.title');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={t('pageViewers.invite.description')}
      initialFocus={emailRef}
    >
      <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <FormStack noValidate aria-label={title}>
          <FormField
            ref={emailRef}
            name="email"
            type="email"
            label={t('pageViewers.invite.email')}
            autoComplete="off"
            spellCheck={false}
          />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{t('pageViewers.invite.submit')}</SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
