import { Switch, type SwitchProps } from '@statusdeck/shared';
import { useFieldBinding } from './use-field-binding';

export type SwitchFieldProps = Omit<SwitchProps, 'name' | 'checked' | 'onChange' | 'onBlur'> & {
  name: string;
};

/** An on/off switch bound to the boolean Formik field `name`. */
export function SwitchField({ name, disabled, ...props }: SwitchFieldProps) {
  const { field, helpers, onBlur, disabled: submitting } = useFieldBinding<boolean>(name);
  return (
    <Switch
      {...props}
      name={name}
      checked={field.value === true}
      onChange={(checked) => helpers.setValue(checked)}
      onBlur={onBlur}
      disabled={disabled || submitting}
    />
  );
}
