import type { Api } from '@statusdeck/shared';

/** A page's component (`Api.Component`): `position` is its 0-based place within its group or the ungrouped ones. */
export type PageComponent = Api.Component;

/** A component group with its live components' ids, in order. */
export type ComponentGroup = Api.ComponentGroup;

export type ComponentStatus = Api.ComponentStatus;
