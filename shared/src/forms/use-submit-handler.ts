import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { type SubmitFormOptions, submitForm } from './submit-form';

export type SubmitHandlerOptions<Values, Result> = Omit<SubmitFormOptions<Values, Result>, 't'> & {
  /** After a successful call: navigate, revalidate SWR keys, reset the form… */
  onSuccess?(result: Result, values: Values, helpers: FormikHelpers<Values>): void | Promise<void>;
};

/**
 * Formik's `onSubmit` for an API call, with submitForm's one-message rule:
 * `<Formik onSubmit={useSubmitHandler({ request: createPage, onSuccess: (page) => navigate(...) })}>`.
 */
export function useSubmitHandler<Values, Result>(options: SubmitHandlerOptions<Values, Result>) {
  const { t } = useTranslation();
  return async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const outcome = await submitForm(values, helpers, { ...options, t });
    if (outcome.ok) await options.onSuccess?.(outcome.result, values, helpers);
  };
}
