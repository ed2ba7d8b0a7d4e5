import { Checkbox, FieldErrorText, Select, VisuallyHidden } from '@statusdeck/shared';
import { useFieldBinding } from '@statusdeck/shared/forms';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup, ComponentStatus, PageComponent } from '../../../api/component-types';
import { COMPONENT_STATUSES, STATUS_LABEL_KEYS } from '../../../lib/status-labels';
import type { ComponentChange } from '../api/create-incident';
import { Fieldset, Hint, Legend, Row, Section, SectionName } from './affected-components-layout';
import { componentSections } from './component-sections';

type Props = {
  /** A Formik field holding the affected components with the status each is set to. */
  name: string;
  label: string;
  components: readonly PageComponent[];
  groups: readonly ComponentGroup[];
  /** The status a newly ticked component starts with. */
  suggestedStatus: ComponentStatus;
};

/** Ticks the components an incident affects, grouped as on the page, each with the status to set. */
export function AffectedComponentsField({ name, label, components, groups, suggestedStatus }: Props) {
  const { t } = useTranslation();
  const { field, helpers, error, disabled } = useFieldBinding<ComponentChange[]>(name);
  const { errors } = useFormikContext();
  // The server names a row's problem by path (`components.0.status`); it shows on that row's status.
  const rowError = (position: number): string | undefined => {
    const message: unknown = getIn(errors, `${name}.${position}.status`);
    return typeof message === 'string' ? t(message) : undefined;
  };
  const chosen = new Map((field.value ?? []).map((change) => [change.id, change.status]));
  const sections = componentSections(components, groups);
  const order = sections.flatMap((section) => section.components.map((component) => component.id));
  const statusOptions = COMPONENT_STATUSES.map((status) => ({
    value: status,
    label: t(STATUS_LABEL_KEYS[status]),
  }));

  const write = (next: Map<string, ComponentStatus>) => {
    // Kept in the page's order, whatever order the boxes were ticked in.
    helpers.setValue(
      order.flatMap((id) => {
        const status = next.get(id);
        return status ? [{ id, status }] : [];
      }),
    );
    helpers.setTouched(true, false);
  };

  if (components.length === 0) {
    return (
      <Fieldset>
        <Legend>{label}</Legend>
        <Hint>{t('pageIncidents.form.noComponents')}</Hint>
      </Fieldset>
    );
  }
  return (
    <Fieldset>
      <Legend>{label}</Legend>
      {sections.map((section) => (
        <Section key={section.id} role="group" aria-label={section.name ?? t('pageIncidents.form.ungrouped')}>
          {sections.length > 1 || section.name ? (
            <SectionName aria-hidden="true">{section.name ?? t('pageIncidents.form.ungrouped')}</SectionName>
          ) : null}
          {section.components.map((component) => {
            const status = chosen.get(component.id);
            const position = order.filter((id) => chosen.has(id)).indexOf(component.id);
            return (
              <Row key={component.id}>
                <Checkbox
                  label={component.name}
                  checked={status !== undefined}
                  disabled={disabled}
                  onChange={(event) => {
                    const next = new Map(chosen);
                    if (event.target.checked) next.set(component.id, suggestedStatus);
                    else next.delete(component.id);
                    write(next);
                  }}
                />
                {status ? (
                  <Select
                    name={`${name}.${position}.status`}
                    label={
                      <VisuallyHidden>
                        {t('pageIncidents.form.componentStatus', { name: component.name })}
                      </VisuallyHidden>
                    }
                    options={statusOptions}
                    value={status}
                    disabled={disabled}
                    onChange={(event) =>
                      write(new Map(chosen).set(component.id, event.target.value as ComponentStatus))
                    }
                    error={rowError(position)}
                  />
                ) : null}
              </Row>
            );
          })}
        </Section>
      ))}
      <Hint>{t('pageIncidents.form.componentsHint')}</Hint>
      {typeof error === 'string' ? <FieldErrorText role="alert">{error}</FieldErrorText> : null}
    </Fieldset>
  );
}
