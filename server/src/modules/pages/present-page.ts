import type { Config } from '../../config';
import { type PageDomain, presentDomain } from '../domains/present-domain';
import { type AddressConfig, addressOfPage } from './page-address';
import { derivePageStatus, type PageStatus } from './page-status';
import type { PageRow, PageSummaryRow } from './repository';

export type Page = Omit<PageRow, 'logo_image_id' | 'favicon_image_id' | 'custom_domain_status'> & {
  domain: PageDomain | null;
  /** The page's best public address (page-address.ts). */
  address: string;
  logo_url: string | null;
  favicon_url: string | null;
  status: PageStatus;
  component_count: number;
  open_incident_count: number;
};

/**
 * Absolute, so a front end or public page on another origin can use it as is; the id changes with every
 * upload, which is what lets the image be cached for a year.
 */
export function imageUrl(config: Pick<Config, 'publicUrl'>, imageId: string | null): string | null {
  return imageId ? `${config.publicUrl.replace(/\/+$/, '')}/v1/images/${imageId}` : null;
}

/** The API's page: a row with its image URLs and overall status instead of the inputs they come from. */
export function presentPage(
  config: AddressConfig & Pick<Config, 'customDomainTarget'>,
  row: PageSummaryRow,
): Page {
  const {
    custom_domain_status,
    custom_domain_token,
    custom_domain_verified_at,
    custom_domain_checked_at,
    custom_domain_failing_since,
    custom_domain_error,
    logo_image_id,
    favicon_image_id,
    component_statuses,
    incident_impacts,
    maintenance_in_progress,
    ...page
  } = row;
  return {
    ...page,
    domain: presentDomain(config, row),
    address: addressOfPage(config, row).url,
    logo_url: imageUrl(config, logo_image_id),
    favicon_url: imageUrl(config, favicon_image_id),
    status: derivePageStatus({
      componentStatuses: component_statuses,
      incidentImpacts: incident_impacts,
      maintenanceInProgress: maintenance_in_progress,
    }),
  };
}
