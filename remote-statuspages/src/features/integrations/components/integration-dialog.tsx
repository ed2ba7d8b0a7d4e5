import { Button, Dialog, notify } from '@statusdeck/shared';
import {
  FormActions,
  FormField,
  FormStack,
  RadioGroupField,
  SelectField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import { INTEGRATION_KINDS, type Integration } from '../../../api/integration-types';
import { ComponentFilterField } from '../../../components/component-filter-field';
import { LANGUAGE_LABEL_KEYS, LANGUAGES } from '../../../lib/languages';
import { WEBHOOK_URL_MAX_LENGTH } from '../../../lib/webhook-url';
import { useCreateIntegration } from '../api/create-integration';
import { useUpdateIntegration } from '../api/update-integration';
import { integrationErrorKey, urlFieldErrors } from '../integration-errors';
import {
  createBody,
  type IntegrationValues,
  initialIntegrationValues,
  integrationSchema,
  NAME_MAX_LENGTH,
  updateBody,
} from './integration-schema';
import { ServiceIcon } from './service-icon';
import { SERVICES } from './services';

const ServiceChoice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Current = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const UrlLabel = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.code`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The fields; an integration being edited keeps its service and shows only its URL's hint. */
function IntegrationFields({
  pageId,
  editing,
  kindRef,
  nameRef,
}: {
  pageId: string;
  editing: Integration | null;
  kindRef: React.RefObject<HTMLInputElement | null>;
  nameRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const { values } = useFormikContext<IntegrationValues>();
  const { data: page } = usePage(pageId);
  const service = SERVICES[values.kind];
  const pageDefault = page
    ? t('pageIntegrations.form.languageDefaultNamed', {
        language: t(LANGUAGE_LABEL_KEYS[page.default_language]),
      })
    : t('pageIntegrations.form.languageDefault');
  return (
    <>
      {editing ? (
        <Current>
          <ServiceIcon kind={editing.kind} />
          <span>{t(SERVICES[editing.kind].labelKey)}</span>
          <UrlLabel>{t('pageIntegrations.form.currentUrl')}</UrlLabel>
          <Hint>{editing.url_hint}</Hint>
        </Current>
      ) : (
        <RadioGroupField
          ref={kindRef}
          name="kind"
          label={t('pageIntegrations.form.service')}
          options={INTEGRATION_KINDS.map((kind) => ({
            value: kind,
            label: (
              <ServiceChoice>
                <ServiceIcon kind={kind} />
                {t(SERVICES[kind].labelKey)}
              </ServiceChoice>
            ),
          }))}
        />
      )}
      <FormField
        ref={nameRef}
        name="name"
        label={t('pageIntegrations.form.name')}
        hint={editing ? undefined : t('pageIntegrations.form.nameHint', { service: t(service.labelKey) })}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
      />
      <FormField
        name="url"
        type="url"
        label={editing ? t('pageIntegrations.form.newUrl') : t('pageIntegrations.form.url')}
        hint={editing ? t('pageIntegrations.form.newUrlHint') : t(service.helpKey)}
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX_LENGTH}
      />
      <ComponentFilterField pageId={pageId} />
      <SelectField
        name="language"
        label={t('pageIntegrations.form.language')}
        hint={t('pageIntegrations.form.languageHint')}
        options={[
          { value: '', label: pageDefault },
          ...LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABEL_KEYS[language]) })),
        ]}
      />
    </>
  );
}

type Props = {
  pageId: string;
  open: boolean;
  /** The integration to edit; null adds one. */
  integration: Integration | null;
  onClose(): void;
};

/**
 * Adds a chat integration, or edits one. The incoming-webhook URL is a secret the server never shows
 * again: on edit, only its hint is shown and a new URL may replace it.
 */
export function IntegrationDialog({ pageId, open, integration, onClose }: Props) {
  const { t } = useTranslation();
  const createIntegration = useCreateIntegration(pageId);
  const updateIntegration = useUpdateIntegration(pageId);
  // The service choice takes the focus first on add (as the subscriber's type does); the label on edit.
  const kindRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const editing = integration;
  const onSubmit = useSubmitHandler<IntegrationValues, Integration>({
    request: (values) =>
      editing ? updateIntegration(editing.id, updateBody(values)) : createIntegration(createBody(values)),
    fieldErrorsFor: urlFieldErrors,
    failureMessage: (error) => {
      const key = integrationErrorKey(error);
      return key ? t(key) : t(editing ? 'pageIntegrations.edit.failed' : 'pageIntegrations.add.failed');
    },
    onSuccess: (saved) => {
      notify({
        title: t(editing ? 'pageIntegrations.edit.done' : 'pageIntegrations.add.done', { name: saved.name }),
      });
      onClose();
    },
  });
  const title = editing
    ? t('pageIntegrations.edit.title', { name: editing.name })
    : t('pageIntegrations.add.title');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={editing ? undefined : t('pageIntegrations.add.description')}
      initialFocus={editing ? nameRef : kindRef}
    >
      <Formik
        // A fresh form for each integration opened.
        key={editing?.id ?? 'new'}
        initialValues={initialIntegrationValues(editing)}
        validationSchema={integrationSchema(editing !== null)}
        onSubmit={onSubmit}
      >
        <FormStack noValidate aria-label={title}>
          <IntegrationFields pageId={pageId} editing={editing} kindRef={kindRef} nameRef={nameRef} />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>
              {editing ? t('pageIntegrations.edit.submit') : t('pageIntegrations.add.submit')}
            </SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
