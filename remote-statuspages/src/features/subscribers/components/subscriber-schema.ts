import * as yup from 'yup';
import type { SubscriberType } from '../../../api/subscriber-types';
import { isHttpsUrl, WEBHOOK_URL_MAX_LENGTH } from '../../../lib/webhook-url';

export type SubscriberValues = {
  type: SubscriberType;
  email: string;
  endpoint: string;
  component_ids: string[];
  skip_confirmation: boolean;
};

export const initialSubscriberValues: SubscriberValues = {
  type: 'email',
  email: '',
  endpoint: '',
  component_ids: [],
  skip_confirmation: false,
};

/** An e-mail for both (a webhook's is its contact); an https endpoint for a webhook only. */
export const subscriberSchema = yup.object({
  type: yup.string().oneOf(['email', 'webhook']).required(),
  email: yup
    .string()
    .trim()
    .required('pageSubscribers.validation.emailRequired')
    .email('pageSubscribers.validation.emailInvalid')
    .max(254, 'pageSubscribers.validation.emailInvalid'),
  endpoint: yup
    .string()
    .trim()
    .when('type', ([type], schema) =>
      type === 'webhook'
        ? schema
            .required('pageSubscribers.validation.endpointRequired')
            .max(WEBHOOK_URL_MAX_LENGTH, 'pageSubscribers.validation.endpointTooLong')
            .test('https', 'pageSubscribers.validation.endpointInvalid', isHttpsUrl)
        : schema,
    ),
  component_ids: yup.array(yup.string().required()),
  skip_confirmation: yup.boolean(),
});

/** The request body: only what the chosen type uses; no components chosen means all of them. */
export function subscriberBody(values: SubscriberValues) {
  const components = values.component_ids.length > 0 ? { component_ids: values.component_ids } : {};
  if (values.type === 'webhook') {
    return {
      type: 'webhook' as const,
      email: values.email.trim(),
      endpoint: values.endpoint.trim(),
      ...components,
    };
  }
  return { email: values.email.trim(), skip_confirmation: values.skip_confirmation, ...components };
}
