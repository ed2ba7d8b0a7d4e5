import { CheckboxGroupField } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { useComponents } from '../api/get-components';

/**
 * Formik field `component_ids` (a string[]): the components whose updates reach a receiver (a webhook
 * subscriber, a chat integration); none ticked means every component. Absent while the page has none.
 */
export function ComponentFilterField({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const { data: components } = useComponents(pageId);
  if (!components || components.length === 0) return null;
  return (
    <CheckboxGroupField
      name="component_ids"
      label={t('statuspages.componentFilter.label')}
      hint={t('statuspages.componentFilter.hint')}
      options={components.map((component) => ({ value: component.id, label: component.name }))}
    />
  );
}
