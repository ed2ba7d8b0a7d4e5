/** The one permissions hook lives in shared (remote-statuspages reads the same). */
export { type Permissions as Access, usePermissions as useAccess } from '@statusdeck/shared';
