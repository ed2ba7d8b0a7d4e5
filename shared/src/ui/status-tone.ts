import type { ComponentStatus, Impact } from '../api/contract.gen';
import { indicatorTone, statusTone } from '../public-site/status-colours.cjs';

export type { ComponentStatus, Impact };

/** The colour families a Badge can take. */
export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'orange' | 'danger' | 'maintenance';

/**
 * The badge tone of a component status: the public page's tone for it (status-colours.cjs), so the console
 * and the public page colour a status alike. Unknown values (a newer server) are neutral.
 */
export function componentStatusTone(status: string): BadgeTone {
  return statusTone(status);
}

/** The badge tone of an incident impact or overall page status, as the public page colours it. */
export function impactTone(impact: string): BadgeTone {
  return indicatorTone(impact);
}
