import { Button, type ButtonProps } from '@statusdeck/shared';
import { useFormikContext } from 'formik';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'>;

/** The form's submit button: disabled with a spinner while Formik submits. */
export function SubmitButton({ disabled, variant = 'primary', ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return <Button {...props} type="submit" variant={variant} loading={isSubmitting} disabled={disabled} />;
}
