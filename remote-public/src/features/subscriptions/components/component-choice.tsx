import { SUBSCRIBE_FORM_FIELDS } from '@statusdeck/shared/public-site/paths';
import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { usePublicT } from '../../public-page/i18n';
import { ChoiceRow, ComponentList, FieldError, Fieldset, GroupName, Hint } from './ui';
import { useHydrated } from './use-hydrated';

/** The form fields the server reads from a post without JavaScript. */
const { scope: SCOPE_FIELD, componentIds: COMPONENT_FIELD } = SUBSCRIBE_FORM_FIELDS;

/**
 * Without JavaScript the list is always in the page and CSS hides it while "All components" is checked,
 * so choosing the other option shows it. With JavaScript it is only rendered when needed.
 */
const ChoiceFieldset = styled(Fieldset)`
  &:has(input[value='all']:checked) [data-component-list] {
    display: none;
  }
`;

export type ComponentOption = { id: string; name: string; group?: string | null };

/** Consecutive components of one group together, in the order given (the public page's). */
function byGroup(options: ComponentOption[]): Array<{ group: string | null; options: ComponentOption[] }> {
  const sections: Array<{ group: string | null; options: ComponentOption[] }> = [];
  for (const option of options) {
    const group = option.group ?? null;
    const last = sections.at(-1);
    if (last && last.group === group) last.options.push(option);
    else sections.push({ group, options: [option] });
  }
  return sections;
}

/**
 * "All components" or "only the ones I choose" with a checkbox per component, grouped as on the page.
 * Nothing to choose from (no components): nothing is shown, every update is sent. The inputs are named
 * (`scope` = all | chosen, `component_ids`) so the surrounding form also works as a plain post.
 */
export function ComponentChoice({
  options,
  all,
  selected,
  onAllChange,
  onToggle,
  error,
  disabled = false,
}: {
  options: ComponentOption[];
  all: boolean;
  selected: ReadonlySet<string>;
  onAllChange(all: boolean): void;
  onToggle(id: string, checked: boolean): void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = usePublicT();
  const errorId = useId();
  const hydrated = useHydrated();
  if (options.length === 0) return null;
  return (
    <ChoiceFieldset disabled={disabled}>
      <legend>{t('public.subscriptions.form.scopeLegend')}</legend>
      <ChoiceRow>
        <input type="radio" name={SCOPE_FIELD} value="all" checked={all} onChange={() => onAllChange(true)} />
        <span>
          {t('public.subscriptions.form.allComponents')}
          <Hint>{t('public.subscriptions.form.allComponentsHint')}</Hint>
        </span>
      </ChoiceRow>
      <ChoiceRow>
        <input
          type="radio"
          name={SCOPE_FIELD}
          value="chosen"
          checked={!all}
          onChange={() => onAllChange(false)}
        />
        <span>{t('public.subscriptions.form.chosenComponents')}</span>
      </ChoiceRow>
      {(!all || !hydrated) && (
        <ComponentList
          data-component-list=""
          role="group"
          aria-label={t('public.subscriptions.form.componentsLabel')}
          aria-describedby={error ? errorId : undefined}
        >
          {byGroup(options).map((section, index) => (
            <Fragment key={section.group ?? `ungrouped-${index}`}>
              {section.group && <GroupName aria-hidden="true">{section.group}</GroupName>}
              {section.options.map((option) => (
                <ChoiceRow key={option.id}>
                  <input
                    type="checkbox"
                    name={COMPONENT_FIELD}
                    value={option.id}
                    checked={selected.has(option.id)}
                    onChange={(event) => onToggle(option.id, event.target.checked)}
                    aria-label={section.group ? `${section.group}: ${option.name}` : undefined}
                  />
                  <span>{option.name}</span>
                </ChoiceRow>
              ))}
            </Fragment>
          ))}
        </ComponentList>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </ChoiceFieldset>
  );
}
