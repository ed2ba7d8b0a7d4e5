import { Textarea, type TextareaProps } from '@statusdeck/shared';
import { useFieldBinding } from './use-field-binding';

export type TextareaFieldProps = Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A labelled multi-line input bound to the Formik field `name`. */
export function TextareaField({ name, disabled, ...props }: TextareaFieldProps) {
  const { field, error, onBlur, disabled: submitting } = useFieldBinding<string>(name);
  return (
    <Textarea
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
