import { createApiHooks, createTaskAdminHooks } from '@folio/api';
import { api } from '../../api';

const { useRevalidate } = createApiHooks(api);

/** The operator's view's calls (docs/adr/0017 "The operator's view"), on the app's one client. */
export const { useManagedTasks, useRetryTask } = createTaskAdminHooks(api, useRevalidate);
