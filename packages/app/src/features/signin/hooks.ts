import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The sign-in screens' calls (docs/architecture.md §2), on the app's one client. */
export const { useSigninProviders, useStartSignin, useFinishSignin } = createApiHooks(api);
