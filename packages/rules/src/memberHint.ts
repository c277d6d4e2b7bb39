/**
 * The cookie that tells the server a member's session is in this browser (docs/adr/0013-fast-as-
 * shipped.md, decision 14). The session itself is the bearer token in localStorage, which the
 * server never sees with a page request; this cookie holds no token, only `1`. The app writes it
 * while a session is stored (packages/app/src/session/memberHint.ts), and the server draws the
 * checkout's confirm and result pages as a visitor sees them only when it is absent
 * (packages/server/src/checkoutPage.ts).
 */
export const MEMBER_HINT_COOKIE = 'folio_member';
