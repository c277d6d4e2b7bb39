/** An account as the permission rules see it: the contract's User `id` and `role`. */
export interface Actor {
  id: number;
  role: string;
}

/**
 * Whether `user` may update an event whose creator is `ownerId` (openapi.yaml updateEvent): an
 * administrator any event, a member only the events they created; no one an event whose
 * creator is gone (null) but an administrator. The server refuses the others with 403, the app
 * shows the edit link only where it would work.
 */
export const mayEditEvent = (user: Actor | null, ownerId: number | null): boolean =>
  user !== null && (user.role === 'admin' || (ownerId !== null && ownerId === user.id));
