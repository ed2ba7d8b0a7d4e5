import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, selectChevronStyles } from './control-styles';
import { FieldShell, type LabelledProps, useLabelledControl } from './field-shell';

const StyledSelect = styled.select`
  ${controlStyles}
  min-height: 36px;
  padding: 0 ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  ${selectChevronStyles}
`;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> &
  LabelledProps & {
    options: readonly SelectOption[];
    /** A first, empty choice (value ""), e.g. "Choose a status…". */
    placeholder?: string;
  };

/** A native select (keyboard and screen readers for free), labelled, with hint and error. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { shell, control, rest } = useLabelledControl(props);
  return (
    <FieldShell {...shell}>
      <StyledSelect {...rest} {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FieldShell>
  );
}
