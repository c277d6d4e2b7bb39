/** Who a rule is asked about: a signed-in account's id and role (openapi.yaml, `User`). */
interface Actor {
  id: number;
  role: 'admin' | 'member' | 'carrier';
}

/**
 * Whether `user` may update an event created by `ownerId` (openapi.yaml, updateEvent;
 * docs/adr/0011-secure-defaults-and-limits.md): an administrator may update any event, a member
 * only the events they created; nobody signed in, none. The server decides with it (403 otherwise)
 * and the app uses it to show the edit link only where it works.
 */
export function mayUpdateEvent(user: Actor | null, ownerId: number | null): boolean {
  if (!user) return false;
  return user.role === 'admin' || (ownerId !== null && ownerId === user.id);
}
