import { randomUUID } from 'node:crypto';
import type { ComponentStatus, Language, WebhookEvent } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { findComponentOfPage } from '../components/repository';
import type { IncidentRow } from '../incidents/repository';
import { localizedBody, localizedName, type UpdateTranslations } from '../incidents/translations';
import type { IncidentComponentRow } from '../incidents/update-repository';
import { addressOfPage } from '../pages/page-address';
import type { PageRow } from '../pages/repository';
import { findPageById } from '../public-site/snapshot/repository';
import { enqueueDelivery } from '../webhooks/repository';
import { type ChatCopy, chatCopy } from './chat-copy';
import { type ChatMessage, componentMessage, incidentMessage, testMessage } from './messages/chat-message';
import { chatBody } from './messages/format';
import { type ChatRecipient, listChatRecipients } from './repository';

type Ctx = Pick<ServiceContext, 'config' | 'webhooksEnqueued'>;

/**
 * One delivery per integration in the webhook outbox, its body built now in the integration's format and
 * language (the page's when it has none), so every retry posts the same bytes. Wakes the worker after commit.
 */
async function enqueueChat(
  tx: Tx,
  ctx: Ctx,
  page: PageRow,
  recipients: readonly ChatRecipient[],
  event: WebhookEvent,
  messageIn: (copy: ChatCopy, language: Language) => ChatMessage,
): Promise<string[]> {
  const ids: string[] = [];
  for (const recipient of recipients) {
    const id = randomUUID();
    const language = recipient.language ?? page.default_language;
    const message = messageIn(chatCopy(language), language);
    await enqueueDelivery(tx, {
      id,
      target: { integrationId: recipient.id },
      event,
      body: chatBody(recipient.kind, message),
    });
    ids.push(id);
  }
  if (ids.length > 0) tx.afterCommit(() => ctx.webhooksEnqueued?.());
  return ids;
}

const linksOf = (ctx: Ctx, page: PageRow) => addressOfPage(ctx.config, page);

/**
 * An incident update (or maintenance step), for the integrations whose filter shares a component with it;
 * its name and text in each integration's language where written, else the page's default language's.
 */
export async function enqueueChatIncident(
  tx: Tx,
  ctx: Ctx,
  page: PageRow,
  incident: IncidentRow,
  update: {
    status: IncidentRow['status'];
    body: string;
    translations: UpdateTranslations;
    components: readonly IncidentComponentRow[];
  },
): Promise<void> {
  const recipients = await listChatRecipients(
    tx,
    page.id,
    update.components.map((component) => component.id),
  );
  if (recipients.length === 0) return;
  const facts = {
    pageName: page.name,
    impact: incident.impact,
    status: update.status,
    components: update.components,
    url: linksOf(ctx, page).incident(incident.id),
    at: new Date(),
  };
  await enqueueChat(tx, ctx, page, recipients, 'incident.update', (copy, language) =>
    incidentMessage(copy, {
      ...facts,
      incidentName: localizedName(incident, language),
      body: localizedBody(update, language),
    }),
  );
}

export type ChatComponentChange = {
  componentId: string;
  oldStatus: ComponentStatus;
  newStatus: ComponentStatus;
};

/** Component status changes, one message per change, for the integrations that want that component. */
export async function enqueueChatComponentChanges(
  tx: Tx,
  ctx: Ctx,
  pageId: string,
  changes: readonly ChatComponentChange[],
): Promise<void> {
  let page: PageRow | null | undefined;
  for (const change of changes) {
    if (change.oldStatus === change.newStatus) continue;
    const recipients = await listChatRecipients(tx, pageId, [change.componentId]);
    if (recipients.length === 0) continue;
    page ??= await findPageById(tx, pageId);
    const component = await findComponentOfPage(tx, pageId, change.componentId);
    if (!page || !component) continue;
    const facts = {
      pageName: page.name,
      componentName: component.name,
      oldStatus: change.oldStatus,
      newStatus: change.newStatus,
      url: linksOf(ctx, page).page(),
      at: new Date(),
    };
    await enqueueChat(tx, ctx, page, recipients, 'component.update', (copy) => componentMessage(copy, facts));
  }
}

/** The test message to one integration; its delivery id. */
export async function enqueueChatTest(tx: Tx, ctx: Ctx, page: PageRow, recipient: ChatRecipient) {
  const facts = { pageName: page.name, url: linksOf(ctx, page).page(), at: new Date() };
  const [id] = await enqueueChat(tx, ctx, page, [recipient], 'test', (copy) => testMessage(copy, facts));
  return id;
}
