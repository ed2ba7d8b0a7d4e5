import { Button } from '@statusdeck/shared';
import {
  CheckboxGroupField,
  type CheckboxGroupOption,
  FormActions,
  FormStack,
  SubmitButton,
} from '@statusdeck/shared/forms';
import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ComponentGroup, PageComponent } from '../../../api/component-types';
import { GroupFields } from './group-fields';
import { type GroupValues, groupSchema } from './group-rules';

export type GroupFormValues = GroupValues & { components: string[] };

const schema = groupSchema.shape({ components: yup.array(yup.string().required()) });

type Props = {
  group: ComponentGroup;
  groups: readonly ComponentGroup[];
  /** The page's live components, in board order. */
  components: readonly PageComponent[];
  onSubmit(values: GroupFormValues, helpers: FormikHelpers<GroupFormValues>): Promise<void>;
  onCancel(): void;
  extraActions?: ReactNode;
};

/** The group's fields and its members: its own components first, then the rest, marked with their group. */
export function GroupForm({ group, groups, components, onSubmit, onCancel, extraActions }: Props) {
  const { t } = useTranslation();
  const groupName = new Map(groups.map((candidate) => [candidate.id, candidate.name]));
  const members = new Set(group.components);
  const ordered = [
    ...group.components.flatMap((id) => components.filter((component) => component.id === id)),
    ...components.filter((component) => !members.has(component.id)),
  ];
  const options: CheckboxGroupOption[] = ordered.map((component) => {
    const other =
      component.group_id && component.group_id !== group.id ? groupName.get(component.group_id) : undefined;
    return {
      value: component.id,
      label: other
        ? t('pageComponents.editGroup.inOtherGroup', { name: component.name, group: other })
        : component.name,
    };
  });
  const initialValues: GroupFormValues = {
    name: group.name,
    description: group.description,
    collapsed: group.collapsed,
    components: group.components,
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormStack noValidate aria-label={t('pageComponents.editGroup.title')}>
        <GroupFields />
        {options.length > 0 ? (
          <CheckboxGroupField
            name="components"
            label={t('pageComponents.editGroup.components')}
            hint={t('pageComponents.editGroup.componentsHint')}
            options={options}
          />
        ) : (
          <p>{t('pageComponents.editGroup.noComponents')}</p>
        )}
        <FormActions>
          {extraActions}
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <SubmitButton>{t('pageComponents.editGroup.save')}</SubmitButton>
        </FormActions>
      </FormStack>
    </Formik>
  );
}
