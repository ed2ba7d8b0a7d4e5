import { PasswordField, TextField, type TextFieldProps } from '@statusdeck/shared';
import { useBoundControl } from './use-field-binding';

/** What Formik supplies; the caller gives the rest (label, hint, autoComplete, placeholder…). */
type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type' | 'checked';

export type FormFieldProps = Omit<TextFieldProps, Bound> & {
  name: string;
  /** `password` gets a Show/Hide toggle; `number` gives Formik a number ('' when empty). */
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'tel' | 'search';
};

/** A labelled input bound to the Formik field `name`, with hint and (once touched) error. */
export function FormField({ name, type = 'text', disabled, ...props }: FormFieldProps) {
  const bound = { ...props, ...useBoundControl<string | number>(name, disabled) };
  return type === 'password' ? <PasswordField {...bound} /> : <TextField {...bound} type={type} />;
}
