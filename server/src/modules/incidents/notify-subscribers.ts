import { LANGUAGES, type Language } from '../../lib/enums';
import type { ServiceContext } from '../../lib/service-context';
import type { Tx } from '../../lib/transaction';
import { enqueueChatIncident } from '../integrations/enqueue-chat';
import { incidentNotificationMail } from '../mail/incident-templates';
import type { MailAttachment } from '../mail/templates';
import { addressOfPage } from '../pages/page-address';
import type { PageRow } from '../pages/repository';
import { manageLinkParts, unsubscribeLinkParts } from '../public-site/subscriptions/subscription-links';
import { unsubscribeHmacPads } from '../subscribers/unsubscribe-token-sql';
import { enqueueIncidentEvents } from '../webhooks/enqueue-events';
import { CALENDAR_CONTENT_TYPE, maintenanceCalendar } from './maintenance-calendar';
import { findCalendarMaintenance } from './maintenance-calendar-repository';
import { enqueueSubscriberFanOut } from './notification-repository';
import type { IncidentRow } from './repository';
import { localizedBody, localizedName, type UpdateTranslations } from './translations';
import type { IncidentComponentRow } from './update-repository';

export type Notification = {
  /** The update (or, for a reminder, the maintenance) the mails are about. */
  notificationId: string;
  /** When the update is shown as posted (a reminder has none). */
  postedAt?: Date;
  status: IncidentRow['status'];
  body: string;
  /** The text in the page's other languages. */
  translations: UpdateTranslations;
  /** The incident's affected components after the update. */
  components: IncidentComponentRow[];
  reminder?: boolean;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const htmlParts = (link: { prefix: string; suffix: string }) => ({
  prefix: escapeHtml(link.prefix),
  suffix: escapeHtml(link.suffix),
});

/**
 * A maintenance's mails carry its event as the calendar feed lists it (read in the transaction, so after
 * the change being announced), which a mail reader can add to its calendar and later update from the feed.
 */
async function calendarAttachments(
  tx: Tx,
  ctx: ServiceContext,
  page: PageRow,
  incident: IncidentRow,
): Promise<(language: Language) => MailAttachment[]> {
  const event = incident.kind === 'maintenance' ? await findCalendarMaintenance(tx, incident.id) : null;
  if (!event) return () => [];
  return (language) => [
    {
      filename: 'maintenance.ics',
      contentType: `${CALENDAR_CONTENT_TYPE}; method=PUBLISH`,
      content: maintenanceCalendar(
        { name: page.name, address: addressOfPage(ctx.config, page) },
        [event],
        ctx.config.publicUrl,
        language,
      ),
    },
  ];
}

/**
 * Queues the mails of one notification in the caller's transaction (so they exist exactly when the update
 * does) and wakes the outbox once it commits. Returns how many mails were queued.
 */
export async function notifySubscribers(
  tx: Tx,
  ctx: ServiceContext,
  page: PageRow,
  incident: IncidentRow,
  notification: Notification,
): Promise<number> {
  const attachments = await calendarAttachments(tx, ctx, page, incident);
  let queued = 0;
  // One mail per subscriber in the language they subscribed in (else the page's): its words, the incident's
  // name and the update's text, each falling back to the page's default language where not translated.
  for (const language of LANGUAGES) {
    // Every link of the mail opens in its language. A subscriber's own links are their token (which the
    // database computes) between a prefix and a suffix.
    const address = addressOfPage(ctx.config, page, language);
    const unsubscribe = unsubscribeLinkParts(address);
    const manage = manageLinkParts(address);
    const mail = incidentNotificationMail({
      language,
      pageName: page.name,
      timeZone: page.time_zone,
      incidentName: localizedName(incident, language),
      status: notification.status,
      body: localizedBody(notification, language),
      components: notification.components,
      incidentUrl: address.incident(incident.id),
      reminder: notification.reminder ?? false,
      ...(notification.postedAt ? { postedAt: notification.postedAt } : {}),
      ...(incident.scheduled_for && incident.scheduled_until
        ? { window: { start: incident.scheduled_for, end: incident.scheduled_until } }
        : {}),
    });
    queued += await enqueueSubscriberFanOut(tx, {
      notificationId: notification.notificationId,
      pageId: page.id,
      language,
      defaultLanguage: page.default_language,
      componentIds: notification.components.map((component) => component.id),
      ...mail,
      attachments: attachments(language),
      unsubscribeLink: { ...unsubscribe, html: htmlParts(unsubscribe) },
      manageLink: { ...manage, html: htmlParts(manage) },
      pads: unsubscribeHmacPads(ctx.config),
    });
  }
  if (queued > 0) tx.afterCommit(() => ctx.mailEnqueued());
  // Webhooks and chats hear of updates, not of reminders (Statuspage's webhooks have no reminder event).
  if (!notification.reminder) {
    await enqueueIncidentEvents(
      tx,
      ctx,
      page.id,
      incident.id,
      notification.components.map((c) => c.id),
    );
    await enqueueChatIncident(tx, ctx, page, incident, notification);
  }
  return queued;
}
