import type { PlanName } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import { withTransaction } from '../../lib/transaction';
import { mailOwners } from './renew';

type Warning = {
  organization_id: string;
  metric: string;
  threshold: 80 | 100;
  period_start: Date;
  plan: PlanName;
  used: number;
  max: number;
};

/** Mails each usage warning recorded and not yet mailed, one transaction each (SKIP LOCKED: any worker). */
export async function mailUsageWarnings(ctx: ServiceContext): Promise<number> {
  let mailed = 0;
  for (;;) {
    const sent = await withTransaction(ctx, async (tx) => {
      const rows = await tx.query<Warning>(
        `SELECT organization_id, metric, threshold, period_start, plan, used, max FROM usage_warnings
         WHERE mailed_at IS NULL ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const warning = rows[0];
      if (!warning) return false;
      await mailOwners(
        tx,
        ctx,
        warning.organization_id,
        warning.threshold === 100 ? 'usage_100' : 'usage_80',
        {
          plan: warning.plan,
          metric: warning.metric,
          used: warning.used,
          max: warning.max,
        },
      );
      await tx.query(
        `UPDATE usage_warnings SET mailed_at = now()
         WHERE organization_id = $1 AND metric = $2 AND threshold = $3 AND period_start = $4`,
        [warning.organization_id, warning.metric, warning.threshold, warning.period_start],
      );
      return true;
    });
    if (!sent) return mailed;
    mailed += 1;
  }
}
