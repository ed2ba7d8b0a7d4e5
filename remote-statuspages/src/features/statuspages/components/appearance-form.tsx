import type { Api } from '@statusdeck/shared';
import {
  FileField,
  FormActions,
  FormStack,
  SelectField,
  SubmitButton,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { updatePageAppearance, useSavePage } from '../api/update-page';
import { useImageSource } from '../hooks/use-image-source';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../page-rules';
import {
  type AppearanceValues,
  appearanceOf,
  appearanceSchema,
  changedAppearance,
  imageFieldErrors,
} from './appearance-values';
import { BrandColorField } from './brand-color-field';
import { HeaderPreview } from './header-preview';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const PreviewColumn = styled.section`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const PreviewTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

function LivePreview({ page }: { page: Api.Page }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AppearanceValues>();
  const logoUrl = useImageSource(values.logo, page.logo_url);
  return (
    <PreviewColumn aria-labelledby="appearance-preview-title">
      <PreviewTitle id="appearance-preview-title">{t('statuspages.appearance.preview')}</PreviewTitle>
      <HeaderPreview
        name={page.name}
        logoUrl={logoUrl}
        brandColor={values.brand_color}
        theme={values.theme}
        status={page.status}
      />
    </PreviewColumn>
  );
}

/** The page's two uploads; each shows the page's current `<name>_url`. */
const IMAGE_FIELDS = [
  { name: 'logo', label: 'statuspages.appearance.logo' },
  { name: 'favicon', label: 'statuspages.appearance.favicon' },
] as const;

type AppearanceFormProps = { page: Api.Page; readOnly: boolean };

export function AppearanceForm({ page, readOnly }: AppearanceFormProps) {
  const { t } = useTranslation();
  const save = useSavePage();
  const initialValues = useMemo(() => appearanceOf(page), [page]);
  // The server names a refused image by code; which field it was depends on what was sent.
  const sent = useRef<AppearanceValues>(initialValues);
  const onSubmit = useSubmitHandler<AppearanceValues, Api.Page>({
    request: (values) => {
      sent.current = values;
      return save(updatePageAppearance(page.id, changedAppearance(page, values)));
    },
    successMessage: t('statuspages.appearance.saved'),
    fieldErrorsFor: (error) => imageFieldErrors(error, sent.current),
  });
  const imageHint = t('statuspages.appearance.imageHint');
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={appearanceSchema}
      onSubmit={onSubmit}
      enableReinitialize
    >
      {({ dirty }) => (
        <Columns>
          <FormStack noValidate aria-label={t('statuspages.appearance.formLabel')}>
            {IMAGE_FIELDS.map(({ name, label }) => (
              <FileField
                key={name}
                name={name}
                label={t(label)}
                hint={imageHint}
                accept={IMAGE_TYPES}
                maxBytes={IMAGE_MAX_BYTES}
                currentUrl={page[`${name}_url`] ?? undefined}
                readOnly={readOnly}
              />
            ))}
            <BrandColorField disabled={readOnly} />
            <SelectField
              name="theme"
              label={t('statuspages.appearance.theme')}
              disabled={readOnly}
              options={[
                { value: 'light', label: t('statuspages.appearance.themes.light') },
                { value: 'dark', label: t('statuspages.appearance.themes.dark') },
                { value: 'auto', label: t('statuspages.appearance.themes.auto') },
              ]}
            />
            {readOnly ? null : (
              <FormActions>
                <SubmitButton disabled={!dirty}>{t('statuspages.appearance.save')}</SubmitButton>
              </FormActions>
            )}
          </FormStack>
          <LivePreview page={page} />
        </Columns>
      )}
    </Formik>
  );
}
