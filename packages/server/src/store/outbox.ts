import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import { nowIso } from './shared.ts';

/** The outbox (table `mail_outbox`): mail kept instead of sent while SMTP_URL is unset (mail.ts). */

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

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
