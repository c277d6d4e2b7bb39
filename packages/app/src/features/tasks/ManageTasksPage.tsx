import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TASK_MESSAGES, TASK_STATES, type TaskState } from '@folio/rules';
import { ManageTasksView, type TaskRetryResult } from '@folio/ui';
import { useSession } from '../../session/SessionProvider';
import { WideFormPage } from '../../layout/frames';
import { useManagedTasks, useRetryTask } from './adminHooks';

const isState = (value: string | null): value is TaskState =>
  (TASK_STATES as readonly string[]).includes(value ?? '');

/**
 * /tasks/manage (docs/adr/0017 "The operator's view"): for administrators, every member's tasks
 * with the counts per state, wait and run times, a state filter kept in the URL (`?state=`) and
 * 重試 on a failed task. A member sees 以管理員登入後即可查看所有任務 and nothing is asked; a
 * visitor the members-only notice (routes.ts `memberOnly`).
 */
export default function ManageTasksPage() {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const { data, error, mutate } = useManagedTasks(admin ? state : false);
  const retry = useRetryTask();

  useEffect(() => {
    if (error) console.info('managed tasks failed', error);
  }, [error]);

  if (!admin) {
    return (
      <WideFormPage>
        <h1>任務監控</h1>
        <p role="status">{TASK_MESSAGES.adminLogin}</p>
      </WideFormPage>
    );
  }

  const onRetry = async (id: number): Promise<TaskRetryResult> => {
    const result = await retry(id);
    if (!result.ok) return { error: result.message ?? TASK_MESSAGES.retryFailed };
  };

  return (
    <WideFormPage>
      <ManageTasksView
        tasks={data?.data}
        counts={data?.counts}
        state={state}
        onStateChange={(next) => setParams(next ? { state: next } : {})}
        onRetry={onRetry}
        errorMessage={error ? TASK_MESSAGES.loadFailed : undefined}
        onReload={() => void mutate()}
      />
    </WideFormPage>
  );
}
