import type { Api } from '@statusdeck/shared';

/** The settings API's shapes, as the generated contract has them. */
export type RoleName = Api.RoleName;
export type Permission = Api.Permission;
export type PlanName = Api.PlanName;
export type Plan = Api.Plan;
export type Organization = Api.Organization;
export type Member = Api.Member;
export type Invitation = Api.Invitation;
export type Team = Api.Team;
export type ApiToken = Api.ApiToken;
export type CreatedApiToken = Api.CreatedApiToken;
export type PaymentMethod = Api.PaymentMethod;
export type Invoice = Api.Invoice;
export type DeclinedCharge = Api.DeclinedCharge;
export type InvoiceDocument = Api.InvoiceDocument;
export type BillingDetails = Api.BillingDetails;
export type Subscription = Api.Subscription;
export type PlanQuote = Api.PlanQuote;
export type MetricName = Api.MetricName;
export type UsageMetric = Api.MetricUsage;
export type Usage = Api.Usage;

/** One line of a refused downgrade (409 plan_usage_exceeds). */
export type Exceeding = Api.MetricUsage;
