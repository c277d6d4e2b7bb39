import { createApiHooks, createCheckoutHooks } from '@folio/api';
import { api } from '../../api';

/** The sign-in screens' calls (docs/architecture.md §2), on the app's one client. */
const hooks = createApiHooks(api);

export const { useSigninProviders, useStartSignin, useFinishSignin } = hooks;

/** Right after a sign-in, the visitor's cart joins the member's (docs/requirements.md §2 "Adding to the cart"). */
export const { useMergeCart } = createCheckoutHooks(api, hooks.useRevalidate);
