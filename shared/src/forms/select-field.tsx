import { Select, type SelectProps } from '@statusdeck/shared';
import { useFieldBinding } from './use-field-binding';

export type SelectFieldProps = Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A native select bound to the Formik field `name` (a string value). */
export function SelectField({ name, disabled, ...props }: SelectFieldProps) {
  const { field, error, onBlur, disabled: submitting } = useFieldBinding<string>(name);
  return (
    <Select
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled || submitting}
    />
  );
}
