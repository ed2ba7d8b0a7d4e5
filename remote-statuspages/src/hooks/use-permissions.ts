/** The one permissions hook lives in shared (remote-settings reads the same). */
export { type Permission, type Permissions, usePermissions } from '@statusdeck/shared';
