import nodemailer from 'nodemailer';
import type { MailInput, Store } from './store.ts';

/** Sends mail: to the outbox (the /dev/mail page) without SMTP_URL, else by SMTP. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: MailInput): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  store: Store;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      send: async (mail) => {
        await options.store.outbox.add(mail);
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain mail with one call-to-action link, as text and as minimal HTML. */
export function linkMail(input: {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
}): MailInput {
  const text = [input.greeting, '', ...input.lines, '', `${input.action}：`, input.link, ''].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(input.greeting)}</p>`,
    ...input.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.action)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html, links: [input.link] };
}
