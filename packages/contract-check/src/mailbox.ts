import { SMTPServer } from 'smtp-server';

/** One received message: its recipients and the decoded text of all its parts. */
export interface ReceivedMail {
  to: string[];
  text: string;
}

/** Decodes a quoted-printable body (soft line breaks and `=XX` bytes, UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The readable text of a raw message: every part's body decoded from base64 or quoted-printable
 * (enough to find links; not a general MIME parser).
 */
export function mailText(raw: string): string {
  const out: string[] = [];
  // Each part (or the whole message) is headers, a blank line, a body, up to the next boundary.
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split === -1) continue;
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') out.push(Buffer.from(body, 'base64').toString('utf8'));
    else if (encoding === 'quoted-printable') out.push(decodeQuotedPrintable(body));
    else out.push(body);
  }
  return out.join('\n');
}

/**
 * A local SMTP server that accepts any message (no TLS, any or no login) and keeps it in memory:
 * the backend under test sends its verification and reset mail here. It refuses (`550`) a
 * message holding a marker given to `refuse`: a mail the backend cannot send, so a task fails.
 */
export class Mailbox {
  readonly received: ReceivedMail[] = [];
  /** How many messages it refused. */
  refusedCount = 0;
  private readonly refused = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      onAuth(_auth, _session, callback) {
        callback(null, { user: 'contract-check' });
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const text = mailText(Buffer.concat(chunks).toString('utf8'));
          if ([...this.refused].some((marker) => text.includes(marker))) {
            this.refusedCount++;
            const error = Object.assign(new Error('refused by the contract check'), {
              responseCode: 550,
            });
            callback(error);
            return;
          }
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            text,
          });
          for (const wake of this.waiters) wake();
          callback();
        });
      },
      logger: false,
    });
  }

  /** Listens on 127.0.0.1:`port` (0: any free port); resolves with the port. */
  listen(port: number, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        const address = this.server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /**
   * Refuses every message whose text holds `marker` (`550`), until the function it returns is
   * called: the check makes a task fail this way (the backend cannot send its mail).
   */
  refuse(marker: string): () => void {
    this.refused.add(marker);
    return () => this.refused.delete(marker);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** How many mails to `to` after the first `since` hold a link whose path matches `pattern`. */
  countLinks(to: string, pattern: RegExp, since: number): number {
    return this.received
      .slice(since)
      .filter(
        (mail) =>
          mail.to.includes(to.toLowerCase()) &&
          [...mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)].some((m) =>
            pattern.test(new URL(m[0].replaceAll('&amp;', '&')).pathname),
          ),
      ).length;
  }

  /** Waits until `count` such mails are there, or `timeoutMs` passed; resolves with whether. */
  async waitForLinks(
    to: string,
    pattern: RegExp,
    since: number,
    count: number,
    timeoutMs: number,
  ): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.countLinks(to, pattern, since) < count) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await this.wait(left);
    }
    return true;
  }

  /** Resolves on the next mail received, or after `ms`. */
  private wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }

  /**
   * The first link in mail to `to` received after `since` messages that matches `pattern`, or null
   * after `timeoutMs`.
   */
  async waitForLink(
    to: string,
    pattern: RegExp,
    since: number,
    timeoutMs: number,
  ): Promise<URL | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const mail of this.received.slice(since).reverse()) {
        if (!mail.to.includes(to.toLowerCase())) continue;
        for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
          const url = new URL(match[0].replaceAll('&amp;', '&'));
          if (pattern.test(url.pathname)) return url;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await this.wait(left);
    }
  }
}
