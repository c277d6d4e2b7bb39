import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import { nowIso } from './shared.ts';

/** The outbox (table `mail_outbox`): mail kept instead of sent while SMTP_URL is unset (mail.ts). */

/** A file sent with a mail (a booking's `.ics`): text content, e.g. `text/calendar`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments?: MailAttachment[];
}

/** The attachments of an outbox row (column `attachments`, 018_booking_mail). */
export const attachmentsOf = (column: string | null): MailAttachment[] =>
  column === null ? [] : (JSON.parse(column) as MailAttachment[]); // written by insertMail

/** Puts a mail in the outbox, in `db` or in a transaction (the task runner's, store/tasks.ts). */
export const insertMail = (db: Kysely<DB>, mail: MailInput, createdAt: string) =>
  db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: JSON.stringify(mail.links),
      created_at: createdAt,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .execute();

export function outboxStore(db: Kysely<DB>) {
  return {
    add: (mail: MailInput) => insertMail(db, mail, nowIso()),

    /** Newest first. */
    list: (limit = 100) =>
      db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  };
}
