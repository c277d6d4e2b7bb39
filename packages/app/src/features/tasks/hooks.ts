import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The task screen's calls (docs/architecture.md §2), on the app's one client. */
export const { useTaskBoard, useCreateTask, useCancelTask } = createApiHooks(api);
