import type { Session } from '@folio/api';
import { MEMBER_HINT_COOKIE } from '@folio/rules';

/** A year, in seconds: the hint lives as long as a stored session may. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the member hint cookie (`MEMBER_HINT_COOKIE` of @folio/rules; docs/adr/0013-fast-as-
 * shipped.md, decision 14) in step with `session`: `1` while a session is stored, gone when it is
 * not. It holds no token; the server reads it only to choose whether the checkout's confirm and
 * result pages arrive drawn as a visitor sees them. Written now and after every login, logout and
 * 401, all of which go through the API module (../api.ts), which calls this as it loads: that is
 * the first screen that asks the API anything, so it is not in the landing route's bytes. Other
 * tabs share the cookie. Returns the unsubscribe.
 */
export function keepMemberHint(session: Session): () => void {
  if (typeof document === 'undefined') return () => {};
  const write = () => {
    const value = session.isLoggedIn() ? `1; max-age=${KEPT_SECONDS}` : '; max-age=0';
    document.cookie = `${MEMBER_HINT_COOKIE}=${value}; path=/; samesite=lax`;
  };
  write();
  return session.subscribe(write);
}
