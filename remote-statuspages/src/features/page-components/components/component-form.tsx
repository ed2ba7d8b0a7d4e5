import { Button } from '@statusdeck/shared';
import {
  DateField,
  FormActions,
  FormField,
  FormStack,
  SelectField,
  SubmitButton,
  SwitchField,
  TextareaField,
} from '@statusdeck/shared/forms';
import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup } from '../../../api/component-types';
import { COMPONENT_STATUSES, STATUS_LABEL_KEYS } from '../../../lib/status-labels';
import { type ComponentValues, componentSchema } from './component-rules';

type Props = {
  initialValues: ComponentValues;
  groups: readonly ComponentGroup[];
  onSubmit(values: ComponentValues, helpers: FormikHelpers<ComponentValues>): Promise<void>;
  onCancel(): void;
  submitLabel: string;
  formLabel: string;
  /** More actions at the start of the button row (the edit screen's Delete). */
  extraActions?: ReactNode;
};

/** A component's fields, shared by the add and edit screens. */
export function ComponentForm({
  initialValues,
  groups,
  onSubmit,
  onCancel,
  submitLabel,
  formLabel,
  extraActions,
}: Props) {
  const { t } = useTranslation();
  const groupOptions = [
    { value: '', label: t('pageComponents.form.noGroup') },
    ...[...groups]
      .sort((a, b) => a.position - b.position)
      .map((group) => ({ value: group.id, label: group.name })),
  ];
  const statusOptions = COMPONENT_STATUSES.map((status) => ({
    value: status,
    label: t(STATUS_LABEL_KEYS[status]),
  }));
  return (
    <Formik initialValues={initialValues} validationSchema={componentSchema} onSubmit={onSubmit}>
      <FormStack noValidate aria-label={formLabel}>
        <FormField name="name" label={t('pageComponents.form.name')} autoComplete="off" autoFocus />
        <TextareaField
          name="description"
          label={t('pageComponents.form.description')}
          hint={t('pageComponents.form.descriptionHint')}
          rows={3}
        />
        <SelectField name="group_id" label={t('pageComponents.form.group')} options={groupOptions} />
        <SelectField name="status" label={t('pageComponents.form.status')} options={statusOptions} />
        <SwitchField
          name="show_uptime"
          label={t('pageComponents.form.showUptime')}
          description={t('pageComponents.form.showUptimeHint')}
        />
        <SwitchField
          name="only_show_if_degraded"
          label={t('pageComponents.form.onlyShowIfDegraded')}
          description={t('pageComponents.form.onlyShowIfDegradedHint')}
        />
        <DateField
          name="start_date"
          label={t('pageComponents.form.startDate')}
          hint={t('pageComponents.form.startDateHint')}
        />
        <FormActions>
          {extraActions}
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </FormActions>
      </FormStack>
    </Formik>
  );
}
