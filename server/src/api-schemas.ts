import { errorSchema, userSchema } from './lib/http-schemas';
import { apiTokenSchema, createdApiTokenSchema } from './modules/api-tokens/schemas';
import { downgradeRefusalSchema, invoiceSchema, paymentMethodSchema } from './modules/billing/schemas';
import { componentGroupSchema } from './modules/component-groups/schemas';
import { componentSchema, componentStatusLevelSchema } from './modules/components/schemas';
import {
  incidentComponentSchema,
  incidentImpactInfoSchema,
  incidentListSchema,
  incidentSchema,
  incidentStatusInfoSchema,
  incidentUpdateSchema,
} from './modules/incidents/schemas';
import { organizationSchema } from './modules/organizations/schemas';
import { pageSchema, slugAvailabilitySchema } from './modules/pages/schemas';
import { metricUsageSchema, planSchema, usageSchema } from './modules/plans/schemas';
import { publicNamedSchemas } from './modules/public-site/snapshot/snapshot-types';
import { publicSubscriptionSchema } from './modules/public-site/subscriptions/schemas';
import { subscriberListSchema, subscriberSchema } from './modules/subscribers/schemas';
import {
  invitationSchema,
  memberSchema,
  publicInvitationSchema,
  roleSchema,
  teamSchema,
} from './modules/users/schemas';

/**
 * The named schemas of the API: registered once with addSchema, referenced as `{ $ref: 'Name' }`, listed
 * under components.schemas in /v1/openapi.json (so the front end's generated types have these names), and
 * given to the type provider so handler types resolve the references. Add a module's named schemas here.
 */
export const namedSchemas = [
  errorSchema,
  userSchema,
  roleSchema,
  memberSchema,
  invitationSchema,
  teamSchema,
  publicInvitationSchema,
  organizationSchema,
  pageSchema,
  slugAvailabilitySchema,
  incidentComponentSchema,
  incidentUpdateSchema,
  incidentSchema,
  incidentListSchema,
  incidentStatusInfoSchema,
  incidentImpactInfoSchema,
  planSchema,
  metricUsageSchema,
  usageSchema,
  componentSchema,
  componentStatusLevelSchema,
  componentGroupSchema,
  subscriberSchema,
  subscriberListSchema,
  publicSubscriptionSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  paymentMethodSchema,
  invoiceSchema,
  downgradeRefusalSchema,
  ...publicNamedSchemas,
] as const;
