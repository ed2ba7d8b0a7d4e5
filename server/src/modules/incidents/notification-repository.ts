import type { Queryable } from '../../db/db';
import type { Language } from '../../lib/enums';
import { MANAGE_URL_PLACEHOLDER, UNSUBSCRIBE_URL_PLACEHOLDER } from '../mail/incident-templates';
import type { MailAttachment } from '../mail/templates';
import { mayReadPageSql } from '../page-access/repository';
import type { HmacPads } from '../subscribers/unsubscribe-token-sql';
import { unsubscribeTokenSql } from '../subscribers/unsubscribe-token-sql';

export type SubscriberFanOut = {
  /** The incident update the mails are about (or the maintenance, for its reminder): one mail each. */
  notificationId: string;
  pageId: string;
  /** The mails are in this language: they go to the subscribers of it (no language: the page's default). */
  language: Language;
  defaultLanguage: Language;
  /** The incident's affected components: a subscriber with a component filter needs one of them. */
  componentIds: string[];
  subject: string;
  text: string;
  html: string;
  /** The same files for every subscriber (a maintenance's .ics event). */
  attachments: MailAttachment[];
  /** The unsubscribe link before and after its token, as is and escaped for HTML. */
  unsubscribeLink: TokenLink;
  /** The same for the manage-subscription link (same token). */
  manageLink: TokenLink;
  pads: HmacPads;
};

type LinkParts = { prefix: string; suffix: string };
export type TokenLink = LinkParts & { html: LinkParts };

const TOKEN = unsubscribeTokenSql('s.id', '$9', '$10');

/**
 * One set-based INSERT … SELECT queues a mail for every confirmed subscriber of the page whose filter
 * matches (NULL: every component; otherwise it must share a component with the incident) and who reads the
 * mail's language (subscribed in it, or without a language on a page of that default), each with its
 * own unsubscribe link, in the bodies and as the (one-click) List-Unsubscribe URL, and manage link. The unique
 * (notification_id, subscriber_id) key makes a repeated fan-out a no-op for whoever already has the mail.
 * Returns how many were queued.
 */
export async function enqueueSubscriberFanOut(tx: Queryable, fanOut: SubscriberFanOut): Promise<number> {
  const rows = await tx.query<{ count: number }>(
    `WITH recipients AS (
       SELECT s.id, s.email, ${TOKEN} AS token
       FROM subscribers s
       WHERE s.page_id = $1 AND s.state = 'confirmed' AND s.type = 'email'
         AND (s.component_ids IS NULL OR s.component_ids && $3::uuid[])
         AND coalesce(s.language, $17) = $16
         AND ${mayReadPageSql('s')}
     ), queued AS (
       INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers, notification_id,
         subscriber_id, attachments)
       SELECT r.email, $4,
         replace(replace($5, $11, $7::text || r.token || $18::text), $12, $13::text || r.token || $19::text),
         replace(replace($6, $11, $8::text || r.token || $20::text), $12, $14::text || r.token || $21::text),
         jsonb_build_object('List-Unsubscribe', '<' || $7::text || r.token || $18::text || '>',
           'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
         $2, r.id, $15::jsonb
       FROM recipients r
       ON CONFLICT (notification_id, subscriber_id) DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM queued`,
    [
      fanOut.pageId,
      fanOut.notificationId,
      fanOut.componentIds,
      fanOut.subject,
      fanOut.text,
      fanOut.html,
      fanOut.unsubscribeLink.prefix,
      fanOut.unsubscribeLink.html.prefix,
      fanOut.pads.inner,
      fanOut.pads.outer,
      UNSUBSCRIBE_URL_PLACEHOLDER,
      MANAGE_URL_PLACEHOLDER,
      fanOut.manageLink.prefix,
      fanOut.manageLink.html.prefix,
      JSON.stringify(fanOut.attachments),
      fanOut.language,
      fanOut.defaultLanguage,
      fanOut.unsubscribeLink.suffix,
      fanOut.manageLink.suffix,
      fanOut.unsubscribeLink.html.suffix,
      fanOut.manageLink.html.suffix,
    ],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Drops the not-yet-sent mails of an incident's updates and of its reminder: a deleted incident's news
 * stops. A mail a worker is sending at this moment still goes out.
 */
export async function cancelPendingNotifications(tx: Queryable, incidentId: string): Promise<void> {
  await tx.query(
    `DELETE FROM mail_outbox WHERE status = 'pending' AND (notification_id = $1
       OR notification_id IN (SELECT id FROM incident_updates WHERE incident_id = $1))`,
    [incidentId],
  );
}
