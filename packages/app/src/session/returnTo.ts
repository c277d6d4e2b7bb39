import { pathTo } from '@folio/rules';

/** The member login that comes back to `path` afterwards (`?next=`). */
export const loginThenBackTo = (path: string): string =>
  `${pathTo('loginMember')}?next=${encodeURIComponent(path)}`;

/**
 * `value` when it is a path inside this app ('/…', not '//host' or '/\host'), else null: a
 * `?next=` or `?back=` from the address bar never sends anyone to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  return value;
}
