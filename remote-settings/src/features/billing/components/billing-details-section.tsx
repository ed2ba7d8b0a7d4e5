import { Skeleton, SUPPORTED_LANGUAGES } from '@statusdeck/shared';
import {
  FormActions,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { LoadError } from '../../../components/load-error';
import { Section } from '../../../components/section';
import type { BillingDetails } from '../../access/types';
import { useBillingDetails, useUpdateBillingDetails } from '../billing-details-api';

type Values = { name: string; address: string; vat_id: string; language: BillingDetails['language'] };

// The server's limits (billing/invoice-schemas.ts), checked here first so the answer comes at once.
const NAME_MAX = 200;
const ADDRESS_MAX = 500;
const VAT_ID = /^[A-Za-z0-9][A-Za-z0-9 .-]{1,29}$/;

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .max(NAME_MAX, 'settings.billingDetails.validation.nameTooLong')
    .matches(/^[^\r\n]*$/, 'settings.billingDetails.validation.nameOneLine'),
  address: yup.string().trim().max(ADDRESS_MAX, 'settings.billingDetails.validation.addressTooLong'),
  vat_id: yup
    .string()
    .trim()
    .matches(VAT_ID, { message: 'settings.billingDetails.validation.vatId', excludeEmptyString: true }),
  language: yup.string().oneOf([...SUPPORTED_LANGUAGES]),
});

// Whole keys, so the locale check sees each one in use.
const LANGUAGE_KEYS: Record<BillingDetails['language'], string> = {
  en: 'settings.billingDetails.languages.en',
  ru: 'settings.billingDetails.languages.ru',
};

const blankAsNull = (text: string) => (text.trim() === '' ? null : text.trim());

function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const { t } = useTranslation();
  const update = useUpdateBillingDetails();
  const initialValues = useMemo<Values>(
    () => ({
      name: details.name ?? '',
      address: details.address ?? '',
      vat_id: details.vat_id ?? '',
      language: details.language,
    }),
    [details],
  );
  const onSubmit = useSubmitHandler<Values, BillingDetails>({
    request: (values) =>
      update({
        name: blankAsNull(values.name),
        address: blankAsNull(values.address),
        vat_id: blankAsNull(values.vat_id),
        language: values.language,
      }),
    successMessage: t('settings.billingDetails.saved'),
  });
  const languages = SUPPORTED_LANGUAGES.map((language) => ({
    value: language,
    label: t(LANGUAGE_KEYS[language]),
  }));
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {({ dirty }) => (
        <FormStack noValidate aria-label={t('settings.billingDetails.title')}>
          <FormField
            name="name"
            label={t('settings.billingDetails.name')}
            hint={t('settings.billingDetails.nameHint')}
            autoComplete="organization"
            maxLength={NAME_MAX}
          />
          <TextareaField
            name="address"
            label={t('settings.billingDetails.address')}
            autoComplete="street-address"
            rows={3}
            maxLength={ADDRESS_MAX}
          />
          <FormField
            name="vat_id"
            label={t('settings.billingDetails.vatId')}
            hint={t('settings.billingDetails.vatIdHint')}
            maxLength={30}
          />
          <SelectField
            name="language"
            label={t('settings.billingDetails.language')}
            hint={t('settings.billingDetails.languageHint')}
            options={languages}
          />
          <FormActions>
            <SubmitButton disabled={!dirty}>{t('settings.billingDetails.save')}</SubmitButton>
          </FormActions>
        </FormStack>
      )}
    </Formik>
  );
}

/** Who invoices are made out to: copied onto each invoice when it is issued (owners only). */
export function BillingDetailsSection() {
  const { t } = useTranslation();
  const details = useBillingDetails(true);
  let body = <Skeleton lines={4} label={t('settings.billingDetails.loading')} />;
  if (details.error) {
    body = (
      <LoadError
        title={t('settings.billingDetails.loadError')}
        error={details.error}
        retry={() => void details.mutate()}
      />
    );
  } else if (details.data) {
    body = <BillingDetailsForm details={details.data} />;
  }
  return (
    <Section
      title={t('settings.billingDetails.title')}
      description={t('settings.billingDetails.description')}
    >
      {body}
    </Section>
  );
}
