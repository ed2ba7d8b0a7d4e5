import { ApiError, Button, Dialog, notify } from '@statusdeck/shared';
import {
  CheckboxField,
  FormActions,
  FormField,
  FormStack,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Subscriber } from '../../../api/subscriber-types';
import { useCreateSubscriber } from '../api/create-subscriber';

type Values = { email: string; skip_confirmation: boolean };

const initialValues: Values = { email: '', skip_confirmation: false };

const schema = yup.object({
  email: yup
    .string()
    .trim()
    .required('pageSubscribers.validation.emailRequired')
    .email('pageSubscribers.validation.emailInvalid')
    .max(254, 'pageSubscribers.validation.emailInvalid'),
  skip_confirmation: yup.boolean(),
});

function duplicateEmail(error: unknown): Record<string, string> | undefined {
  if (error instanceof ApiError && error.status === 409)
    return { email: 'pageSubscribers.validation.duplicate' };
  return undefined;
}

type Props = { pageId: string; open: boolean; onClose(): void };

/** Subscribes an e-mail to the page: a confirmation mail first, unless the editor skips it. */
export function AddSubscriberDialog({ pageId, open, onClose }: Props) {
  const { t } = useTranslation();
  const createSubscriber = useCreateSubscriber(pageId);
  // The e-mail takes the focus first (not the close button), so leaving it is not what marks it in error.
  const emailRef = useRef<HTMLInputElement>(null);
  const onSubmit = useSubmitHandler<Values, Subscriber>({
    request: (values) =>
      createSubscriber({ email: values.email.trim(), skip_confirmation: values.skip_confirmation }),
    fieldErrorsFor: duplicateEmail,
    onSuccess: (subscriber) => {
      const key =
        subscriber.state === 'pending' ? 'pageSubscribers.add.invited' : 'pageSubscribers.add.added';
      notify({ title: t(key, { email: subscriber.email }) });
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('pageSubscribers.add.title')}
      description={t('pageSubscribers.add.description')}
      initialFocus={emailRef}
    >
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <FormStack noValidate aria-label={t('pageSubscribers.add.title')}>
          <FormField
            ref={emailRef}
            name="email"
            type="email"
            label={t('pageSubscribers.add.email')}
            autoComplete="off"
          />
          <CheckboxField name="skip_confirmation" label={t('pageSubscribers.add.skipConfirmation')} />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{t('pageSubscribers.add.submit')}</SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
