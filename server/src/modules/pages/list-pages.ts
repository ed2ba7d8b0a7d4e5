import type { ServiceContext } from '../../lib/service-context';
import type { Principal } from '../../plugins/authenticate';
import { listPagesOfOrganization, type PageRow } from './repository';

export async function listPages(ctx: ServiceContext, principal: Principal): Promise<PageRow[]> {
  return listPagesOfOrganization(ctx.db, principal.organizationId);
}
