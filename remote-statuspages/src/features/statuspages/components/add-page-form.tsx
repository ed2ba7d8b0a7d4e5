import { type Api, paths } from '@statusdeck/shared';
import { FormActions, FormField, FormStack, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { viewerTimeZone } from '@statusdeck/shared/time';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { conflictFieldErrors } from '../../../api/page-errors';
import { type CreatePageInput, useCreatePage } from '../api/create-page';
import { languageRule, nameRule, slugify, slugRule, timeZoneRule } from '../page-rules';
import { LanguageField } from './language-field';
import { SlugField } from './slug-field';
import { TimeZoneField } from './time-zone-field';

const schema = yup.object({
  name: nameRule,
  slug: slugRule,
  time_zone: timeZoneRule,
  default_language: languageRule,
});

/** Keeps the address in step with the name until the user edits the address. */
function SlugFollowsName({ following }: { following: boolean }) {
  const { values, setFieldValue } = useFormikContext<CreatePageInput>();
  useEffect(() => {
    if (following) void setFieldValue('slug', slugify(values.name), false);
  }, [following, values.name, setFieldValue]);
  return null;
}

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `limitReached`: the plan allows no more pages, so the form cannot be sent (the screen says why). */
export function AddPageForm({ limitReached = false }: { limitReached?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const createPage = useCreatePage();
  const [slugFollowsName, setSlugFollowsName] = useState(true);
  const initialValues: CreatePageInput = {
    name: '',
    slug: '',
    time_zone: viewerTimeZone(),
    default_language: i18n.language?.startsWith('ru') ? 'ru' : 'en',
  };
  const onSubmit = useSubmitHandler<CreatePageInput, Api.Page>({
    request: (values) => createPage({ ...values, name: values.name.trim(), slug: values.slug.trim() }),
    successMessage: t('statuspages.add.created'),
    fieldErrorsFor: conflictFieldErrors,
    onSuccess: (page) => navigate(paths.statusPage(page.id)),
  });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormStack noValidate aria-label={t('statuspages.add.formLabel')}>
        <SlugFollowsName following={slugFollowsName} />
        <FormField name="name" label={t('statuspages.fields.name')} autoComplete="off" autoFocus />
        <SlugField onEdited={() => setSlugFollowsName(false)} />
        <TimeZoneField />
        <LanguageField />
        <Note>{t('statuspages.add.startsUnpublished')}</Note>
        <FormActions>
          <SubmitButton disabled={limitReached}>{t('statuspages.add.submit')}</SubmitButton>
        </FormActions>
      </FormStack>
    </Formik>
  );
}
