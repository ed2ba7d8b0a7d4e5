import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldShell, type LabelledProps, useLabelledControl } from './field-shell';

const StyledSelect = styled.select`
  ${controlStyles}
  min-height: 36px;
  padding: 0 ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  appearance: none;
  /* A chevron drawn in CSS: the native arrow differs per browser and ignores the theme. */
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 15px) 50%, calc(100% - 10px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
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
