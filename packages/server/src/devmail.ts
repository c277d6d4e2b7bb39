import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './api/context.ts';
import type { Mailer } from './mail.ts';
import { M } from './messages.ts';
import type { Store } from './store/index.ts';
import { attachmentsOf } from './store/outbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text with the mail's own links (those the server put in it, stored beside the text) made
 * clickable; everything else escaped, so a URL a user typed (in their name) stays plain text.
 */
function linkify(text: string, links: readonly string[]): string {
  const known = new Set(links);
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((piece, i) =>
      i % 2 === 1 && known.has(piece)
        ? `<a href="${escapeHtml(piece)}">${escapeHtml(piece)}</a>`
        : escapeHtml(piece),
    )
    .join('');
}

/**
 * GET /dev/mail: the outbox as a page (newest first, links clickable), while SMTP_URL is unset.
 * A development tool outside the contract; GET /api/dev/mail is its JSON twin (below).
 */
export function registerDevMail(
  app: FastifyInstance,
  {
    store,
    mailer,
    apiPrefix,
    settled,
  }: { store: Store; mailer: Mailer; apiPrefix: string; settled: () => Promise<void> },
) {
  app.get('/dev/mail', async (_request, reply) => {
    if (mailer.kind !== 'outbox') return reply.code(404).send({ message: 'Not Found' });
    await settled();
    const rows = await store.outbox.list(200);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">收件人 ${escapeHtml(row.to_address)} · <time>${escapeHtml(row.created_at)}</time></p>
  <pre>${linkify(row.text, JSON.parse(row.links) as string[])}</pre>
${attachmentsOf(row.attachments)
  .map(
    (file) =>
      `  <details class="attachment"><summary>附件 ${escapeHtml(file.filename)}（${escapeHtml(file.contentType)}）</summary><pre>${escapeHtml(file.content)}</pre></details>`,
  )
  .join('\n')}
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Folio 寄件匣（開發用）</title>
<style>
  body { font-family: system-ui, "PingFang TC", "Microsoft JhengHei", "Noto Sans TC", sans-serif; margin: 0 auto; max-width: 56rem; padding: 1.5rem; color: #1f2937; background: #f9fafb; }
  h1 { font-size: 1.5rem; }
  article { background: #fff; border: 1px solid #d1d5db; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #4b5563; margin: 0 0 .75rem; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-all; font: inherit; margin: 0; }
  a { color: #1d4ed8; }
  .attachment { margin-top: .75rem; font-size: .9rem; }
</style>
</head>
<body>
<h1>寄件匣（開發用）</h1>
<p>沒有設定 SMTP_URL 時，伺服器寄出的信都在這裡，最新的在最上面。JSON 版本：<a href="${escapeHtml(apiPrefix)}/dev/mail">${escapeHtml(apiPrefix)}/dev/mail</a>。</p>
${items || '<p>目前沒有信件。</p>'}
</body>
</html>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}

/**
 * GET /api/dev/mail: the outbox as JSON, newest first (e2e tests read links from it). A
 * development tool, not part of the contract; registered inside the API (api/index.ts), so its
 * errors are answered like the API's.
 */
export function registerDevMailJson(api: FastifyInstance, context: ApiContext) {
  api.get(`${context.prefix}/dev/mail`, async (_request, reply) => {
    if (context.mailer.kind !== 'outbox') return reply.code(404).send({ message: M.notFound });
    // Mail sent after an answer (forgot-password) is in the outbox once that answer is.
    await context.settled();
    const rows = await context.store.outbox.list(200);
    return {
      data: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        links: JSON.parse(row.links) as string[],
        created_at: row.created_at,
        attachments: attachmentsOf(row.attachments).map((file) => ({
          filename: file.filename,
          content_type: file.contentType,
          content: file.content,
        })),
      })),
    };
  });
}
