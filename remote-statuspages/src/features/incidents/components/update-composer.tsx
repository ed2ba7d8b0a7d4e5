import {
  FormActions,
  FormError,
  SelectField,
  SubmitButton,
  TextareaField,
  useSubmitHandler,
} from '@statusdeck/shared/forms';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComponentGroup, PageComponent } from '../../../api/component-types';
import { resolves, STATUS_LABEL_KEYS } from '../../../lib/incident-status-labels';
import { type Language, otherLanguages } from '../../../lib/languages';
import type { Incident } from '../api/types';
import { useUpdateIncident } from '../api/update-incident';
import { useResolutionText } from '../hooks/use-resolution-text';
import { closes, STATUSES_OF, suggestedComponentStatus } from '../incident-labels';
import { type NextUpdateValues, nextUpdateInput, nextUpdateOf, nextUpdateSchema } from '../update-rules';
import { AffectedComponentsField } from './affected-components-field';
import { FormColumn } from './form-column';
import { LanguageTabs } from './language-tabs';
import { NotifyField } from './notify-field';

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

type Props = {
  pageId: string;
  incident: Incident;
  /**
   * The page's default language: a resolving update starts with its default message, and the message
   * may also be written in the page's other languages.
   */
  language: Language;
  components: readonly PageComponent[];
  groups: readonly ComponentGroup[];
};

/** Posts the next update: a status, a message, the components' statuses, and whether to mail. */
export function UpdateComposer({ pageId, incident, language, components, groups }: Props) {
  const { t } = useTranslation();
  const post = useUpdateIncident(pageId, incident.id);
  const others = otherLanguages(language);
  const schema = useMemo(
    () => nextUpdateSchema(incident.status, otherLanguages(language)),
    [incident.status, language],
  );
  const onSubmit = useSubmitHandler<NextUpdateValues, Incident>({
    request: (values) => post(nextUpdateInput(values, incident)),
    successMessage: t('pageIncidents.detail.updatePosted'),
    failureDisplay: 'banner',
  });
  const resolutionText = useResolutionText(language, incident.kind);
  const statusOptions = STATUSES_OF[incident.kind].map((status) => ({
    value: status,
    label: t(STATUS_LABEL_KEYS[status]),
  }));
  return (
    <Formik
      // A posted update (here or by Resolve) starts a fresh composer from the incident's new state; a
      // correction, which adds none, leaves a draft alone.
      key={incident.incident_updates.length}
      initialValues={nextUpdateOf(incident, others)}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <FormColumn noValidate aria-label={t('pageIncidents.detail.composer')}>
          <FormError />
          <ResolutionPrefill text={resolutionText} />
          <SelectField name="status" label={t('pageIncidents.form.status')} options={statusOptions} />
          <LanguageTabs language={language} fields={['body']}>
            {({ field, isDefault }) => (
              <TextareaField
                name={field('body')}
                label={t('pageIncidents.form.message')}
                hint={isDefault ? t('pageIncidents.detail.composerHint') : undefined}
                rows={4}
              />
            )}
          </LanguageTabs>
          <AffectedComponentsField
            name="components"
            label={t('pageIncidents.form.components')}
            components={components}
            groups={groups}
            suggestedStatus={suggestedComponentStatus(incident.impact)}
          />
          {resolves(values.status) && !resolves(incident.status) ? (
            <Hint>{t('pageIncidents.detail.resolveHint')}</Hint>
          ) : null}
          <NotifyField pageId={pageId} />
          <FormActions>
            <SubmitButton>{t('pageIncidents.detail.postUpdate')}</SubmitButton>
          </FormActions>
        </FormColumn>
      )}
    </Formik>
  );
}

/**
 * Choosing Resolved or Completed fills an empty message with the page language's default text, which the
 * responder can then edit; a message already written is left alone.
 */
function ResolutionPrefill({ text }: { text: string | undefined }) {
  const { values, setFieldValue } = useFormikContext<NextUpdateValues>();
  const previous = useRef(values.status);
  useEffect(() => {
    const chosen = values.status !== previous.current;
    previous.current = values.status;
    if (chosen && closes(values.status) && text && !values.body.trim()) void setFieldValue('body', text);
  }, [values.status, values.body, text, setFieldValue]);
  return null;
}
