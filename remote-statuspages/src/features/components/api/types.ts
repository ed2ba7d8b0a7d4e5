/**
 * The component and group shapes of the server's schemas (server/src/modules/components/schemas.ts),
 * named here until the regenerated contract carries them as `Api.Component` / `Api.ComponentGroup`.
 */
export type ComponentStatus =
  | 'operational'
  | 'degraded_performance'
  | 'partial_outage'
  | 'major_outage'
  | 'under_maintenance';

export type PageComponent = {
  id: string;
  page_id: string;
  group_id: string | null;
  name: string;
  description: string;
  status: ComponentStatus;
  /** 0-based place within its group, or within the ungrouped components. */
  position: number;
  show_uptime: boolean;
  only_show_if_degraded: boolean;
  start_date: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

export type ComponentGroup = {
  id: string;
  page_id: string;
  name: string;
  description: string;
  position: number;
  collapsed: boolean;
  /** Its live components' ids, in order. */
  components: string[];
  created_at: string;
  updated_at: string;
};
