import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

/**
 * After a submit that ends with errors (the schema's, or the server's mapped onto fields), focus
 * goes to the first invalid field, so keyboard and screen-reader users land on what to fix rather
 * than staying on Save. Once per submit: errors that appear later while typing leave focus alone.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    // Formik counts the attempt and sets isSubmitting together; it is over when isSubmitting drops.
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [form, submitCount, isSubmitting, errors]);
}
