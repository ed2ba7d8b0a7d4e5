import { Banner } from '@statusdeck/shared';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/** Formik `status` shape the kit uses for a form-level message. */
export type FormStatus = { formError?: string } | undefined;

export function formErrorOf(status: unknown): string | undefined {
  if (typeof status !== 'object' || status === null || !('formError' in status)) return undefined;
  return typeof status.formError === 'string' ? status.formError : undefined;
}

/**
 * The banner slot for a failure that belongs to no field (set by submitForm with
 * `failureDisplay: 'banner'`). It goes away when the user dismisses it, edits any field, or
 * submits again, so a stale message never sits next to new input.
 */
export function FormError() {
  const { status, values, setStatus } = useFormikContext();
  const message = formErrorOf(status);
  const shownWith = useRef<unknown>(null);

  useEffect(() => {
    if (!message) {
      shownWith.current = null;
      return;
    }
    if (shownWith.current === null) shownWith.current = values;
    else if (shownWith.current !== values) setStatus(undefined);
  }, [message, values, setStatus]);

  if (!message) return null;
  return (
    <Banner variant="error" onDismiss={() => setStatus(undefined)}>
      {message}
    </Banner>
  );
}
