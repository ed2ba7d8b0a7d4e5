export type ErrorDetail = { field: string; code: string; message: string };

type Entry = {
  /** The HTTP status the code is answered with. */
  status: number;
  /** The message when the raising site gives none. */
  message?: string;
  /** The console's translation key for the code, where the front end shows its own words. */
  key?: string;
};

/**
 * Every error code the API answers, with its status: errors are raised from here (`fail`), the ErrorBody
 * schema's code enum and the OpenAPI document list these codes, and `npm run contract` hands them to the
 * front ends, so a code cannot be answered by one side and unknown to the other.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'The request is invalid' },
  validation_failed: { status: 400, message: 'The request is invalid' },
  invalid_token: { status: 400, message: 'The link is invalid, used or expired' },
  token_expired: {
    status: 400,
    message: 'The confirmation link has expired; subscribe again on the status page',
  },
  unsupported_image: { status: 400 },
  unauthorized: { status: 401, message: 'Authentication required' },
  invalid_credentials: {
    status: 401,
    message: 'Wrong e-mail or password',
    key: 'auth.messages.invalidCredentials',
  },
  invalid_refresh_token: { status: 401, message: 'The session has expired; sign in again' },
  invalid_password: { status: 401 },
  PLAN_LIMIT_REACHED: { status: 402, key: 'statuspages.errors.planLimitReached' },
  plan_feature_unavailable: {
    status: 402,
    message: 'Your plan does not include this feature; upgrade to use it',
    key: 'statuspages.errors.planFeatureUnavailable',
  },
  payment_method_required: { status: 402, message: 'Add a payment method before upgrading' },
  card_declined: { status: 402, message: 'The card was declined; try another card' },
  forbidden: { status: 403, message: 'Your role does not allow this' },
  email_not_verified: {
    status: 403,
    message: 'Verify your e-mail address before signing in',
    key: 'auth.messages.emailNotVerified',
  },
  person_required: {
    status: 403,
    message: 'This needs a signed-in person; API tokens cannot use it',
  },
  subscriptions_disabled: { status: 403, message: 'This status page does not take subscriptions' },
  not_found: { status: 404, message: 'Not found' },
  method_not_allowed: { status: 405 },
  not_acceptable: { status: 406 },
  request_timeout: { status: 408, message: 'The request took too long to arrive' },
  duplicate_email: {
    status: 409,
    message: 'An account with this e-mail already exists',
    key: 'auth.messages.duplicateEmail',
  },
  already_member: {
    status: 409,
    message: 'This e-mail address already belongs to a member of the organization',
  },
  already_invited: {
    status: 409,
    message: 'This e-mail address already has a pending invitation; resend it instead',
  },
  already_in_organization: {
    status: 409,
    message:
      'This account already belongs to another organization with members, status pages or billing history; a user can be in one organization only',
  },
  own_role: { status: 409, message: 'You cannot change your own role' },
  own_account: { status: 409, message: 'You cannot remove yourself from the organization' },
  last_owner: { status: 409, message: 'The organization must keep at least one owner' },
  component_deleted: {
    status: 409,
    message: 'The component is deleted; restore it with "deleted": false first',
  },
  duplicate_subscriber: {
    status: 409,
    message: 'This e-mail address is already a subscriber of the page',
  },
  webhook_not_active: {
    status: 409,
    message: 'Only a confirmed webhook subscriber receives events',
    key: 'statuspages.errors.webhookNotActive',
  },
  integration_not_active: {
    status: 409,
    message: 'The integration is disabled; enable it again first',
    key: 'pageIntegrations.errors.notActive',
  },
  integration_limit_reached: {
    status: 409,
    message: 'A status page has at most 20 chat integrations',
    key: 'pageIntegrations.errors.limitReached',
  },
  incident_template_limit_reached: {
    status: 409,
    key: 'pageTemplates.errors.limitReached',
  },
  webhook_not_disabled: {
    status: 409,
    message: 'Only a disabled webhook subscriber can be enabled again',
    key: 'statuspages.errors.webhookNotDisabled',
  },
  subscription_ended: {
    status: 409,
    message: 'This address has unsubscribed; subscribe again on the status page',
  },
  already_on_plan: { status: 409 },
  use_subscribe: { status: 409 },
  use_downgrade: { status: 409 },
  plan_usage_exceeds: { status: 409 },
  nothing_scheduled: {
    status: 409,
    message: 'No cancellation or downgrade is waiting for the end of the period',
  },
  too_many_payment_methods: { status: 409 },
  default_method_required: {
    status: 409,
    message:
      'Your paid plan is billed to this card: make another card the default first, or downgrade to free',
  },
  already_viewer: {
    status: 409,
    message: 'This e-mail address is already a viewer of the page',
    key: 'statuspages.errors.alreadyViewer',
  },
  page_not_audience: {
    status: 409,
    message: 'Viewers can be invited only to a page whose access is "audience"',
    key: 'statuspages.errors.pageNotAudience',
  },
  slug_taken: { status: 409, message: 'This address is already used by another status page' },
  slug_reserved: {
    status: 409,
    message: 'This address belonged to another status page until recently and is reserved for now',
  },
  // Another page proved the same domain at the same moment (the verified-domain index refused the second).
  custom_domain_taken: { status: 409, message: 'This domain is already used by another status page' },
  payload_too_large: { status: 413 },
  file_too_large: { status: 413 },
  unsupported_media_type: { status: 415 },
  domain_not_verified: {
    status: 422,
    message: "The domain's TXT record could not be confirmed; the reason is in details",
    key: 'statuspages.domain.errors.domain_not_verified',
  },
  pending_limit_reached: {
    status: 429,
    message: 'Too many subscriptions of this page wait for confirmation; try again later',
  },
  TOO_MANY_REQUESTS: { status: 429, key: 'common.tooManyRequests' },
  headers_too_large: { status: 431, message: 'The request headers are too large' },
  internal_error: { status: 500, message: 'Something went wrong on our side' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export const statusOf = (code: ErrorCode): number => ERROR_CATALOGUE[code].status;

/** A failure the client should see as-is: status, stable code, human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type CodeWithMessage = {
  [Code in ErrorCode]: (typeof ERROR_CATALOGUE)[Code] extends { message: string } ? Code : never;
}[ErrorCode];

/**
 * The error for `code` with its catalogued status; a code without a catalogued message needs one here,
 * the type says which.
 */
export function fail(code: CodeWithMessage, message?: string, details?: ErrorDetail[]): AppError;
export function fail(code: ErrorCode, message: string, details?: ErrorDetail[]): AppError;
export function fail(code: ErrorCode, message?: string, details?: ErrorDetail[]): AppError {
  const entry: Entry = ERROR_CATALOGUE[code];
  return new AppError(statusOf(code), code, message ?? entry.message ?? code, details);
}

/** The 400 for a request the schema accepted but the verb refuses, one detail per refused field. */
export const invalidRequest = (details: ErrorDetail[]) => fail('validation_failed', undefined, details);

/** The 400 for one refused field. */
export const invalidField = (field: string, code: string, message: string) =>
  invalidRequest([{ field, code, message }]);
