import type { Event, User } from '@folio/api';

/**
 * Whether the edit link works for this member (openapi.yaml, updateEvent): an administrator may
 * update any event, a member only the events they created; anyone else would get 403.
 */
export function mayEdit(user: Pick<User, 'id' | 'role'> | null, event: Pick<Event, 'user_id'>) {
  if (!user) return false;
  return user.role === 'admin' || (event.user_id !== null && event.user_id === user.id);
}
