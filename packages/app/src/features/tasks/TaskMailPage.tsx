import { Link } from 'react-router-dom';
import { pathTo, TASK_MESSAGES } from '@folio/rules';
import { TaskList, TaskMailForm, type TaskCancelResult, type TaskMailRequest } from '@folio/ui';
import { useCancelTask, useCreateTask, useTaskBoard } from './hooks';
import type { PageProps } from '../../routing/page';
import { WideFormPage } from '../../layout/frames';
import { useSession } from '../../session/SessionProvider';

/**
 * /tasks/task-mail (docs/requirements.md §2 "Task scheduler", docs/adr/0017): a member schedules
 * a mail task and follows it. The running task's progress is asked for by its id every second, the
 * list when a waiting one is due or the running one ends (useTaskBoard); it stops when all have
 * ended or the screen is left. Members only: the route table tells a visitor before they type
 * (routes.ts `memberOnly`).
 */
export default function TaskMailPage({ title }: PageProps) {
  // Tasks mail only the member's own verified addresses (docs/adr/0011 decision 12): theirs first.
  const { user } = useSession();
  const tasks = useTaskBoard();
  const createTask = useCreateTask();
  const cancelTask = useCancelTask();

  const onSubmit = async (request: TaskMailRequest) => {
    const result = await createTask(request);
    if (result.ok) return;
    // 422: the fields' messages under them; 409 (over the limit): the server's sentence.
    return {
      error: result.message ?? TASK_MESSAGES.createFailed,
      fieldErrors: result.fieldErrors,
    };
  };

  const onCancel = async (id: number): Promise<TaskCancelResult> => {
    const result = await cancelTask(id);
    if (!result.ok) return { error: result.message ?? TASK_MESSAGES.cancelFailed };
  };

  return (
    <WideFormPage>
      <TaskMailForm
        title={title}
        headingLevel={1}
        onSubmit={onSubmit}
        initialValues={user ? { recipients: user.email } : undefined}
      />
      {user?.role === 'admin' && (
        // The operator's view of every member's tasks (docs/adr/0017 "The operator's view").
        <p>
          管理員：<Link to={pathTo('manageTasks')}>查看所有會員的任務</Link>（狀態、耗時與重試）
        </p>
      )}
      <TaskList tasks={tasks.data?.data} onCancel={onCancel} />
    </WideFormPage>
  );
}
