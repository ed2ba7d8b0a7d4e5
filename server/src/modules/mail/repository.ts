import type { Queryable } from '../../db/db';
import type { Mail, MailAttachment } from './templates';

export type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
};

/** Called inside the transaction of the change that causes the mail, so both commit or neither does. */
export async function enqueueMail(tx: Queryable, mail: Mail): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers, attachments)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers ?? {}),
      JSON.stringify(mail.attachments ?? []),
    ],
  );
}

/**
 * Claims the oldest due mail: SKIP LOCKED lets several workers run, and pushing next_attempt_at out by
 * a lease means the SMTP conversation happens outside any transaction; a worker that dies mid-send
 * leaves the row to be retried after the lease.
 */
export async function claimDueMail(db: Queryable, leaseMs: number): Promise<OutboxRow | null> {
  const rows = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET attempts = attempts + 1,
       next_attempt_at = now() + ($1::integer * interval '1 millisecond')
     WHERE id = (
       SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
       ORDER BY next_attempt_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, to_address, subject, text_body, html_body, headers, attachments, status, attempts, last_error`,
    [leaseMs],
  );
  return rows[0] ?? null;
}

export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [
    id,
  ]);
}

export async function markMailFailed(
  db: Queryable,
  id: string,
  error: string,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET last_error = $2, status = $4,
       next_attempt_at = now() + ($3::integer * interval '1 millisecond')
     WHERE id = $1`,
    [id, error.slice(0, 1000), retryInMs, giveUp ? 'failed' : 'pending'],
  );
}

export async function findMailsTo(db: Queryable, to: string): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, html_body, headers, attachments, status, attempts, last_error
     FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at, id`,
    [to],
  );
}
