import type { ApiClient } from './client.ts';
import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

/**
 * The writes of the booking system and the task scheduler (docs/requirements.md §7), each one
 * call on the app's client returning openapi-fetch's `{ data, error, response }`: `data` on
 * success, otherwise `error` is the answer's body (`Message` for 401/403/404/409,
 * `ValidationError` for 422). They reject only on a network failure or a time-out.
 */

/** Books one slot (POST /bookings): `201` the booking, `409` taken or over the limit, `422`. */
export function createBooking(client: ApiClient, slot: Schemas['BookingRequest']) {
  return client.POST('/bookings', { body: slot });
}

/** Cancels one of the member's bookings (DELETE /bookings/{id}). */
export function cancelBooking(client: ApiClient, id: number) {
  return client.DELETE('/bookings/{id}', { params: { path: { id } } });
}

/** Schedules a mail task (POST /tasks); `start_at` absent or null starts it now. */
export function createTask(client: ApiClient, task: Schemas['MailTaskRequest']) {
  return client.POST('/tasks', { body: task });
}

/** Cancels one of the member's tasks that is waiting or running (POST /tasks/{id}/cancel). */
export function cancelTask(client: ApiClient, id: number) {
  return client.POST('/tasks/{id}/cancel', { params: { path: { id } } });
}
