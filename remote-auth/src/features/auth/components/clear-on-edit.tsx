import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Calls `onEdit` when the enclosing Formik form is edited or submitted again (even a submit the
 * schema stops): a banner about the previous attempt is stale by then.
 */
export function ClearOnEdit({ onEdit }: { onEdit(): void }) {
  const { values, submitCount } = useFormikContext();
  const seen = useRef({ values, submitCount });
  useEffect(() => {
    // Only new values or a new submit count: a re-render with new callbacks is not an edit.
    if (values === seen.current.values && submitCount === seen.current.submitCount) return;
    seen.current = { values, submitCount };
    onEdit();
  }, [values, submitCount, onEdit]);
  return null;
}
