import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/db';
import type { ComponentStatus, WebhookEvent } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { enqueueChatComponentChanges } from '../integrations/enqueue-chat';
import { componentBody, eventHead, incidentBody, type PageState, readPageState } from './payloads';
import { enqueueDelivery, listWebhookRecipients } from './repository';

type Ctx = Pick<ServiceContext, 'config' | 'webhooksEnqueued'>;

/** One delivery per recipient, each body carrying the recipient's own unsubscribe link. */
async function enqueueFor(
  tx: Queryable,
  ctx: Ctx,
  state: PageState,
  recipients: ReadonlyArray<{ id: string }>,
  event: WebhookEvent,
  body: object,
): Promise<string[]> {
  const ids: string[] = [];
  for (const recipient of recipients) {
    const id = randomUUID();
    const payload = JSON.stringify({ ...eventHead(ctx.config, state, recipient.id), ...body });
    await enqueueDelivery(tx, { id, target: { subscriberId: recipient.id }, event, body: payload });
    ids.push(id);
  }
  return ids;
}

const wakeAfterCommit = (tx: Tx, ctx: Ctx) => tx.afterCommit(() => ctx.webhooksEnqueued?.());

/**
 * An incident update: queued for the page's confirmed webhooks whose filter shares a component with the
 * incident (or that want every component), in the update's transaction. Reads the page only when some
 * webhook will hear of it.
 */
export async function enqueueIncidentEvents(
  tx: Tx,
  ctx: Ctx,
  pageId: string,
  incidentId: string,
  componentIds: readonly string[],
): Promise<void> {
  const recipients = await listWebhookRecipients(tx, pageId, componentIds);
  if (recipients.length === 0) return;
  const state = await readPageState(tx, ctx.config, pageId);
  const body = state ? await incidentBody(tx, state, incidentId) : null;
  if (!state || !body) return;
  await enqueueFor(tx, ctx, state, recipients, 'incident.update', body);
  wakeAfterCommit(tx, ctx);
}

export type ComponentChange = { componentId: string; oldStatus: ComponentStatus; newStatus: ComponentStatus };

/**
 * Component status changes, one event per change, for the webhooks that want that component, and one
 * message per change for the chat integrations that want it.
 */
export async function enqueueComponentEvents(
  tx: Tx,
  ctx: Ctx,
  pageId: string,
  changes: readonly ComponentChange[],
): Promise<void> {
  let state: PageState | null | undefined;
  for (const change of changes) {
    if (change.oldStatus === change.newStatus) continue;
    const recipients = await listWebhookRecipients(tx, pageId, [change.componentId]);
    if (recipients.length === 0) continue;
    state ??= await readPageState(tx, ctx.config, pageId);
    const body = state && componentBody(state, { ...change, id: randomUUID(), at: new Date() });
    if (!state || !body) continue;
    await enqueueFor(tx, ctx, state, recipients, 'component.update', body);
    wakeAfterCommit(tx, ctx);
  }
  await enqueueChatComponentChanges(tx, ctx, pageId, changes);
}

/** A test event to one webhook: the head and `"test": true`. Null when the page is gone. */
export async function enqueueTestEvent(tx: Tx, ctx: Ctx, pageId: string, subscriberId: string) {
  const state = await readPageState(tx, ctx.config, pageId);
  if (!state) return null;
  const [id] = await enqueueFor(tx, ctx, state, [{ id: subscriberId }], 'test', { test: true });
  wakeAfterCommit(tx, ctx);
  return id ?? null;
}
