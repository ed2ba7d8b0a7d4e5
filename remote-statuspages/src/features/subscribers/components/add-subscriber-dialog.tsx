import { ApiError, Button, Dialog, notify } from '@statusdeck/shared';
import {
  CheckboxField,
  FormActions,
  FormField,
  FormStack,
  RadioGroupField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedSubscriber } from '../../../api/subscriber-types';
import { ComponentFilterField } from '../../../components/component-filter-field';
import { WEBHOOK_URL_MAX_LENGTH } from '../../../lib/webhook-url';
import { useCreateSubscriber } from '../api/create-subscriber';
import {
  initialSubscriberValues,
  type SubscriberValues,
  subscriberBody,
  subscriberSchema,
} from './subscriber-schema';
import { TYPE_LABEL_KEYS } from './subscriber-type';
import { WebhookSecret } from './webhook-secret';

/** A 409 names the taken field: the e-mail of an e-mail subscriber, the endpoint of a webhook. */
function duplicate(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = (error.body as { details?: Array<{ field?: unknown }> } | undefined)?.details;
  return Array.isArray(details) && details.some((detail) => detail?.field === 'endpoint')
    ? { endpoint: 'pageSubscribers.validation.duplicateEndpoint' }
    : { email: 'pageSubscribers.validation.duplicate' };
}

/** The fields of the chosen type: an endpoint and a contact e-mail for a webhook. */
function SubscriberFields({
  pageId,
  typeRef,
}: {
  pageId: string;
  typeRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const { values } = useFormikContext<SubscriberValues>();
  const webhook = values.type === 'webhook';
  return (
    <>
      <RadioGroupField
        ref={typeRef}
        name="type"
        label={t('pageSubscribers.add.type')}
        options={(['email', 'webhook'] as const).map((value) => ({
          value,
          label: t(TYPE_LABEL_KEYS[value]),
        }))}
      />
      {webhook ? (
        <FormField
          name="endpoint"
          type="url"
          label={t('pageSubscribers.add.endpoint')}
          hint={t('pageSubscribers.add.endpointHint')}
          autoComplete="off"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
        />
      ) : null}
      <FormField
        name="email"
        type="email"
        label={webhook ? t('pageSubscribers.add.contactEmail') : t('pageSubscribers.add.email')}
        hint={webhook ? t('pageSubscribers.add.contactEmailHint') : undefined}
        autoComplete="off"
      />
      <ComponentFilterField pageId={pageId} />
      {webhook ? null : (
        <CheckboxField name="skip_confirmation" label={t('pageSubscribers.add.skipConfirmation')} />
      )}
    </>
  );
}

type Props = { pageId: string; open: boolean; onClose(): void };

/**
 * Subscribes an e-mail (a confirmation mail first, unless the editor skips it) or a webhook, whose
 * signing secret is then shown once.
 */
export function AddSubscriberDialog({ pageId, open, onClose }: Props) {
  const { t } = useTranslation();
  const createSubscriber = useCreateSubscriber(pageId);
  // The type choice takes the focus first (not the close button): focusing a text field first would
  // mark it in error as soon as the type is changed with the mouse.
  const typeRef = useRef<HTMLInputElement>(null);
  const [created, setCreated] = useState<CreatedSubscriber | null>(null);
  // The secret is forgotten as soon as the dialog closes: it is never shown again.
  useEffect(() => {
    if (!open) setCreated(null);
  }, [open]);
  const onSubmit = useSubmitHandler<SubscriberValues, CreatedSubscriber>({
    request: (values) => createSubscriber(subscriberBody(values)),
    fieldErrorsFor: duplicate,
    onSuccess: (subscriber) => {
      if (subscriber.signing_secret) {
        setCreated(subscriber);
        return;
      }
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
      title={created ? t('pageSubscribers.secret.title') : t('pageSubscribers.add.title')}
      description={created ? undefined : t('pageSubscribers.add.description')}
      initialFocus={created ? undefined : typeRef}
    >
      {created?.signing_secret ? (
        <WebhookSecret subscriber={created} secret={created.signing_secret} onDone={onClose} />
      ) : (
        <Formik
          initialValues={initialSubscriberValues}
          validationSchema={subscriberSchema}
          onSubmit={onSubmit}
        >
          <FormStack noValidate aria-label={t('pageSubscribers.add.title')}>
            <SubscriberFields pageId={pageId} typeRef={typeRef} />
            <FormActions>
              <Button variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton>{t('pageSubscribers.add.submit')}</SubmitButton>
            </FormActions>
          </FormStack>
        </Formik>
      )}
    </Dialog>
  );
}
