import { retryWindowMs } from '../../config';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { integrationDisabledMail } from '../mail/integration-templates';
import { enqueueMail } from '../mail/repository';
import { addressOfPage } from '../pages/page-address';
import { findPageById } from '../public-site/snapshot/repository';
import { listAdminEmails } from '../users/repository';
import { dropPendingDeliveries } from '../webhooks/repository';
import { KIND_NAMES } from './chat-copy';
import { urlHint } from './present-integration';
import { markIntegrationDisabled } from './repository';

/**
 * Disables a chat integration whose webhook is gone (the service answered 404 or 410) or whose delivery
 * ran out of retries: its waiting deliveries are dropped, and the page's owners and admins are mailed,
 * since a disabled integration is otherwise silent. The mail is in the page's default language: the
 * integration's language is that of the chat's readers, not of the members (who have no stored language
 * of their own). Only the call that disabled it mails.
 */
export async function disableIntegration(
  tx: Tx,
  ctx: Pick<ServiceContext, 'config' | 'mailEnqueued'>,
  integrationId: string,
  reason: 'gone' | 'failed',
): Promise<void> {
  const integration = await markIntegrationDisabled(tx, integrationId);
  if (!integration) return;
  await dropPendingDeliveries(tx, { integrationId });
  const page = await findPageById(tx, integration.page_id);
  if (!page) return;
  const recipients = await listAdminEmails(tx, page.organization_id);
  for (const to of recipients) {
    await enqueueMail(
      tx,
      integrationDisabledMail({
        to,
        language: page.default_language,
        reason,
        pageName: page.name,
        integrationName: integration.name,
        service: KIND_NAMES[integration.kind],
        urlHint: urlHint(integration.url),
        retriedForMs: retryWindowMs(ctx.config.webhooks),
        pageUrl: addressOfPage(ctx.config, page).url,
      }),
    );
  }
  if (recipients.length > 0) tx.afterCommit(() => ctx.mailEnqueued());
}
