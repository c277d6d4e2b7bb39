/**
 * The development provider's pages (devProvider.ts): plain HTML with its style inline, in
 * Traditional Chinese like the app. Every dynamic text is escaped.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body { margin: 0; font-family: "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", system-ui, sans-serif;
    background: #f6f7f9; color: #1b1f24; }
  main { max-width: 420px; margin: 48px auto; padding: 32px 24px; background: #fff;
    border: 1px solid #d5dae1; border-radius: 16px; }
  h1 { font-size: 1.375rem; margin: 0 0 8px; }
  p { color: #56606b; }
  form { margin: 12px 0 0; }
  button { width: 100%; min-height: 44px; padding: 8px 16px; border-radius: 8px; font: inherit;
    border: 1px solid #0b6e6e; background: #0b6e6e; color: #fff; cursor: pointer; }
  button.quiet { background: #fff; color: #0b6e6e; }
  small { display: block; color: #56606b; }
  @media (prefers-color-scheme: dark) {
    body { background: #0f1216; color: #e6e9ee; }
    main { background: #181c21; border-color: #363d47; }
    p, small { color: #a9b2bd; }
    button.quiet { background: #181c21; color: #5fc4bd; border-color: #5fc4bd; }
  }`;

interface Page {
  title: string;
  /** HTML, already escaped. */
  body: string;
}

function page({ title, body }: Page): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · 開發用身分提供者</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

const abort = (uid: string) =>
  `<form method="post" action="/interaction/${escape(uid)}/abort"><button class="quiet" type="submit">取消，回到 Folio</button></form>`;

/** What each scope asks for, as the consent page says it. */
const SCOPE_WORDS: Record<string, string> = { profile: '你的名字', email: '你的 Email' };

export const devProviderPage = Object.assign(page, {
  /** Pick a test user. */
  login: (
    uid: string,
    users: readonly { id: string; name: string; email: string; emailVerified: boolean }[],
  ) =>
    page({
      title: '選擇測試使用者',
      body: `<p>這是 Folio 在本機執行的開發用身分提供者，只在伺服器監聽本機位址時啟動。選一位測試使用者登入：</p>
${users
  .map(
    (user) => `<form method="post" action="/interaction/${escape(uid)}/login">
<input type="hidden" name="user" value="${escape(user.id)}">
<button type="submit">以 ${escape(user.name)} 登入<small>${escape(user.email)}（${user.emailVerified ? 'Email 已驗證' : 'Email 未驗證'}）</small></button></form>`,
  )
  .join('\n')}
${abort(uid)}`,
    }),

  /** Let Folio have the scopes it asks for. */
  consent: (uid: string, scope: unknown) => {
    const asked = String(scope ?? '')
      .split(' ')
      .flatMap((name) => (SCOPE_WORDS[name] ? [SCOPE_WORDS[name]] : []));
    return page({
      title: '授權 Folio',
      body: `<p>Folio 想要取得${escape(asked.join('與') || '你的帳號識別碼')}，用來登入或建立會員。</p>
<form method="post" action="/interaction/${escape(uid)}/confirm"><button type="submit">同意並繼續</button></form>
${abort(uid)}`,
    });
  },
});
