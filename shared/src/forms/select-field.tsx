import { Select, type SelectProps } from '@statusdeck/shared';
import { useBoundControl } from './use-field-binding';

export type SelectFieldProps = Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A native select bound to the Formik field `name` (a string value). */
export function SelectField({ name, disabled, ...props }: SelectFieldProps) {
  return <Select {...props} {...useBoundControl<string>(name, disabled)} />;
}
