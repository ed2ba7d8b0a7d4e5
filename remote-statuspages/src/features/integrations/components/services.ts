import type { IntegrationKind } from '../../../api/integration-types';

type Service = {
  /** The service's name (whole literals, so the locale check sees every key). */
  labelKey: string;
  /** Where the user finds the service's incoming-webhook URL. */
  helpKey: string;
  /** The service's brand colour, behind its initial in the icon. */
  color: string;
};

/** The chat services an integration can post to, in the order the add dialog offers them. */
export const SERVICES: Record<IntegrationKind, Service> = {
  slack: {
    labelKey: 'pageIntegrations.services.slack',
    helpKey: 'pageIntegrations.form.urlHelp.slack',
    color: '#4a154b',
  },
  teams: {
    labelKey: 'pageIntegrations.services.teams',
    helpKey: 'pageIntegrations.form.urlHelp.teams',
    color: '#4b53bc',
  },
  discord: {
    labelKey: 'pageIntegrations.services.discord',
    helpKey: 'pageIntegrations.form.urlHelp.discord',
    color: '#5865f2',
  },
};
