import { Checkbox, type CheckboxProps, FieldErrorText } from '@statusdeck/shared';
import { useId } from 'react';
import { useFieldBinding } from './use-field-binding';

export type CheckboxFieldProps = Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur'> & {
  name: string;
};

/** A checkbox bound to the boolean Formik field `name`, with its error tied to it (e.g. "accept the terms"). */
export function CheckboxField({ name, disabled, ...props }: CheckboxFieldProps) {
  const { field, helpers, error, onBlur, disabled: submitting } = useFieldBinding<boolean>(name);
  const errorId = useId();
  return (
    <div>
      <Checkbox
        {...props}
        name={name}
        checked={field.value === true}
        onChange={(event) => helpers.setValue(event.target.checked)}
        onBlur={onBlur}
        disabled={disabled || submitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <FieldErrorText id={errorId}>{error}</FieldErrorText> : null}
    </div>
  );
}
