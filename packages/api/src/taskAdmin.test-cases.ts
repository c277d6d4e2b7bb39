import type { Case } from './client.test-cases.ts';
import { mailTask } from './test-utils.ts';

const managed = {
  task: mailTask('failed'),
  member: { id: 2, name: '王小明', email: 'ming@example.com' },
  wait_seconds: 0,
  run_seconds: 12,
};

/** The operator's view of the tasks (docs/adr/0017), cases as client.test-cases.ts's. */
export const taskAdminCases: Case[] = [
  {
    operationId: 'listManagedTasks',
    call: (api) => api.GET('/manage/tasks', { params: { query: { state: 'failed' } } }),
    ok: {
      status: 200,
      body: {
        data: [managed],
        counts: { waiting: 0, running: 0, done: 4, failed: 1, cancelled: 0 },
      },
    },
    fail: { status: 403, body: { message: '只有管理員可以查看所有任務' } },
  },
  {
    operationId: 'retryManagedTask',
    call: (api) => api.POST('/manage/tasks/{id}/retry', { params: { path: { id: 3 } } }),
    ok: { status: 200, body: { message: '任務已重新排入', data: managed } },
    fail: { status: 409, body: { message: '只有失敗的任務可以重試' } },
  },
];
