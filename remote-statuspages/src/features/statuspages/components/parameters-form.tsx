import { ConfirmDialog, notify } from '@statusdeck/shared';
import {
  FormActions,
  FormField,
  FormStack,
  SubmitButton,
  SwitchField,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../api/page-access-types';
import { conflictFieldErrors } from '../../../api/page-errors';
import { updatePage, useSavePage } from '../api/update-page';
import { LanguageField } from './language-field';
import {
  changedParameters,
  type ParametersValues,
  parametersOf,
  parametersSchema,
} from './parameters-values';
import { SlugField } from './slug-field';
import { TimeZoneField } from './time-zone-field';

/** The page's two links, with their translation keys and an example address. */
const LINK_FIELDS = [
  {
    name: 'website_url',
    label: 'statuspages.fields.websiteUrl',
    hint: 'statuspages.fields.websiteUrlHint',
    placeholder: 'https://example.com',
  },
  {
    name: 'support_url',
    label: 'statuspages.fields.supportUrl',
    hint: 'statuspages.fields.supportUrlHint',
    placeholder: 'https://example.com/support',
  },
] as const;

type ParametersFormProps = { page: Page; readOnly: boolean };

/** A save held back until the user confirms it. */
type HeldSave = { values: ParametersValues; helpers: FormikHelpers<ParametersValues> };

/**
 * Every setting of the page but its looks (and who can see it); Save sends only what changed. Changing or
 * removing a verified custom domain asks first: the page stops answering there.
 */
export function ParametersForm({ page, readOnly }: ParametersFormProps) {
  const { t } = useTranslation();
  const save = useSavePage();
  const initialValues = useMemo(() => parametersOf(page), [page]);
  const [held, setHeld] = useState<HeldSave | null>(null);
  const verifiedDomain = page.domain?.status === 'verified' ? page.domain.name : null;
  const onSave = useSubmitHandler<ParametersValues, Page>({
    request: (values) => save(updatePage(page.id, changedParameters(initialValues, values))),
    // After a rename, say where the old address now leads: a visitor's bookmark still works.
    onSuccess: (saved) => {
      notify({
        title:
          saved.slug === page.slug
            ? t('statuspages.parameters.saved')
            : t('statuspages.parameters.savedRenamed', { old: page.slug }),
      });
    },
    fieldErrorsFor: conflictFieldErrors,
  });
  const onSubmit = async (values: ParametersValues, helpers: FormikHelpers<ParametersValues>) => {
    const changes = changedParameters(initialValues, values);
    if (verifiedDomain && 'custom_domain' in changes) setHeld({ values, helpers });
    else await onSave(values, helpers);
  };
  return (
    // The saved page comes back as new initial values, so the form is clean again after Save.
    <>
      <Formik
        initialValues={initialValues}
        validationSchema={parametersSchema}
        onSubmit={onSubmit}
        enableReinitialize
      >
        {({ dirty }) => (
          <FormStack noValidate aria-label={t('statuspages.parameters.formLabel')}>
            <FormField
              name="name"
              label={t('statuspages.fields.name')}
              disabled={readOnly}
              autoComplete="off"
            />
            <SlugField currentSlug={page.slug} disabled={readOnly} />
            <TextareaField
              name="description"
              label={t('statuspages.fields.description')}
              hint={t('statuspages.fields.descriptionHint')}
              disabled={readOnly}
              rows={3}
            />
            {LINK_FIELDS.map(({ name, label, hint, placeholder }) => (
              <FormField
                key={name}
                name={name}
                type="url"
                label={t(label)}
                hint={t(hint)}
                placeholder={placeholder}
                disabled={readOnly}
              />
            ))}
            <TimeZoneField disabled={readOnly} />
            <LanguageField disabled={readOnly} />
            <FormField
              name="custom_domain"
              label={t('statuspages.fields.customDomain')}
              hint={t('statuspages.fields.customDomainHint')}
              placeholder="status.example.com"
              disabled={readOnly}
              autoComplete="off"
              spellCheck={false}
            />
            <SwitchField
              name="allow_subscribers"
              label={t('statuspages.fields.allowSubscribers')}
              description={t('statuspages.fields.allowSubscribersHint')}
              disabled={readOnly}
            />
            <SwitchField
              name="published"
              label={t('statuspages.fields.published')}
              description={t('statuspages.fields.publishedHint')}
              disabled={readOnly}
            />
            {readOnly ? null : (
              <FormActions>
                <SubmitButton disabled={!dirty}>{t('statuspages.parameters.save')}</SubmitButton>
              </FormActions>
            )}
          </FormStack>
        )}
      </Formik>
      <ConfirmDialog
        open={held !== null}
        onClose={() => setHeld(null)}
        onConfirm={async () => {
          if (held) await onSave(held.values, held.helpers);
          setHeld(null);
        }}
        title={t('statuspages.domain.stopUsing.title', { domain: verifiedDomain ?? '' })}
        description={t('statuspages.domain.stopUsing.description', { domain: verifiedDomain ?? '' })}
        confirmLabel={t('statuspages.domain.stopUsing.confirm')}
        destructive
      />
    </>
  );
}
