import { Textarea, type TextareaProps } from '@statusdeck/shared';
import { useBoundControl } from './use-field-binding';

export type TextareaFieldProps = Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: string;
};

/** A labelled multi-line input bound to the Formik field `name`. */
export function TextareaField({ name, disabled, ...props }: TextareaFieldProps) {
  return <Textarea {...props} {...useBoundControl<string>(name, disabled)} />;
}
