import { errorSchema, userSchema } from '../lib/http-schemas';
import { apiTokenSchema, createdApiTokenSchema } from './api-tokens/schemas';
import { billingDetailsSchema, invoiceDocumentSchema } from './billing/invoice-schemas';
import {
  declinedChargeSchema,
  downgradeRefusalSchema,
  invoiceSchema,
  paymentMethodSchema,
  planQuoteSchema,
  subscriptionSchema,
} from './billing/schemas';
import { componentGroupSchema } from './component-groups/schemas';
import { componentSchema, componentStatusLevelSchema } from './components/schemas';
import { dashboardPageSchema, dashboardSchema } from './dashboard/schemas';
import { incidentTemplateSchema } from './incident-templates/schemas';
import {
  incidentComponentSchema,
  incidentImpactInfoSchema,
  incidentListSchema,
  incidentSchema,
  incidentStatusInfoSchema,
  incidentUpdateSchema,
} from './incidents/schemas';
import { integrationListSchema, integrationSchema } from './integrations/schemas';
import { organizationSchema } from './organizations/schemas';
import { viewerSchema } from './page-access/schemas';
import { pageSchema, slugAvailabilitySchema } from './pages/schemas';
import { metricUsageSchema, planSchema, usageSchema } from './plans/schemas';
import { publicNamedSchemas } from './public-site/snapshot/snapshot-types';
import { publicSubscriptionSchema } from './public-site/subscriptions/schemas';
import { createdSubscriberSchema, subscriberListSchema, subscriberSchema } from './subscribers/schemas';
import {
  invitationSchema,
  memberSchema,
  publicInvitationSchema,
  roleSchema,
  teamSchema,
} from './users/schemas';
import { webhookDeliveryListSchema, webhookDeliverySchema } from './webhooks/schemas';

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
  viewerSchema,
  slugAvailabilitySchema,
  dashboardPageSchema,
  dashboardSchema,
  incidentComponentSchema,
  incidentUpdateSchema,
  incidentSchema,
  incidentListSchema,
  incidentStatusInfoSchema,
  incidentImpactInfoSchema,
  incidentTemplateSchema,
  planSchema,
  metricUsageSchema,
  usageSchema,
  componentSchema,
  componentStatusLevelSchema,
  componentGroupSchema,
  subscriberSchema,
  createdSubscriberSchema,
  subscriberListSchema,
  webhookDeliverySchema,
  webhookDeliveryListSchema,
  integrationSchema,
  integrationListSchema,
  publicSubscriptionSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  paymentMethodSchema,
  declinedChargeSchema,
  invoiceSchema,
  invoiceDocumentSchema,
  billingDetailsSchema,
  downgradeRefusalSchema,
  subscriptionSchema,
  planQuoteSchema,
  ...publicNamedSchemas,
] as const;
