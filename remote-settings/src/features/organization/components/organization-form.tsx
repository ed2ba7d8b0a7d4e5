import { FormActions, FormField, FormStack, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as yup from 'yup';
import { Reason } from '../../../components/section';
import type { Organization } from '../../access/types';
import { useUpdateOrganization } from '../api';

type Values = { name: string };

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required('settings.organization.validation.nameRequired')
    .max(100, 'settings.organization.validation.nameTooLong'),
});

const ReadOnly = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
  }
`;

type Props = { organization: Organization; editable: boolean };

/** The organisation's name: a form for owners and admins, text with the reason for everyone else. */
export function OrganizationForm({ organization, editable }: Props) {
  const { t } = useTranslation();
  const update = useUpdateOrganization();
  const initialValues = useMemo(() => ({ name: organization.name }), [organization.name]);
  const onSubmit = useSubmitHandler<Values, Organization>({
    request: (values) => update(organization.id, { name: values.name.trim() }),
    successMessage: t('settings.organization.saved'),
  });
  if (!editable) {
    return (
      <>
        <ReadOnly>
          <dt>{t('settings.organization.name')}</dt>
          <dd>{organization.name}</dd>
        </ReadOnly>
        <Reason>{t('settings.organization.readOnly')}</Reason>
      </>
    );
  }
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {({ dirty }) => (
        <FormStack noValidate aria-label={t('settings.organization.formLabel')}>
          <FormField
            name="name"
            label={t('settings.organization.name')}
            hint={t('settings.organization.nameHint')}
            autoComplete="organization"
            maxLength={100}
          />
          <FormActions>
            <SubmitButton disabled={!dirty}>{t('settings.organization.save')}</SubmitButton>
          </FormActions>
        </FormStack>
      )}
    </Formik>
  );
}
