import type { TaskListItem } from './TaskList';

/** The tasks' story data (stories only; never exported from the package). */

/** A mail task to four recipients, running at 10:00 on 2026-11-25, but for `overrides`. */
export const task = (id: number, overrides: Partial<TaskListItem>): TaskListItem => ({
  id,
  subject: '十一月電子報',
  recipients: ['amy@example.com', 'ben@example.com', 'chen@example.com', 'dora@example.com'],
  start_at: '2026-11-25 10:00:00',
  state: 'running',
  sent: 1,
  total: 4,
  error: null,
  ...overrides,
});
