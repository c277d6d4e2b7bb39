import nodemailer from 'nodemailer';
import type { Store } from './store/index.ts';
import type { MailInput } from './store/outbox.ts';

/**
 * Sends mail: by SMTP with SMTP_URL; else to the outbox (the /dev/mail page) when that is on;
 * else nowhere (an exposed server without SMTP: logged, never shown to anyone).
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp' | 'none';
  send(mail: MailInput): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | null;
  devMail: boolean;
  from: string;
  store: Store;
  /** Told about every mail that goes nowhere (no SMTP_URL and the outbox off). */
  onDiscard?: (mail: MailInput) => void;
}): Mailer {
  if (!options.smtpUrl && !options.devMail) {
    return {
      kind: 'none',
      send: async (mail) => options.onDiscard?.(mail),
      close: () => {},
    };
  }
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
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text a user wrote (their name) as it may appear in a mail: anything a mail client or the
 * outbox could turn into a link (a scheme, `www.`, a domain name, an e-mail address) is not
 * repeated; `fallback` is used instead. Mail carries no links but ours
 * (docs/adr/0011-secure-defaults-and-limits.md, decision 1).
 */
export function mailSafeText(text: string, fallback: string): string {
  const linkish =
    /\b(?:https?|ftps?|mailto|javascript|data|file|tel|sms)\s*:|\/\/|www\.|@|[\p{L}\p{N}-][.。．｡][a-z]{2,}/iu;
  return linkish.test(text.normalize('NFKC')) ? fallback : text;
}

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
