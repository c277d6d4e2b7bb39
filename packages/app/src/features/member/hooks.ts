import { createApiHooks, createCheckoutHooks } from '@folio/api';
import { api } from '../../api';

/** The member screens' calls (docs/architecture.md §2), on the app's one client. */
const hooks = createApiHooks(api);

export const {
  useLogin,
  useRegister,
  useCheckEmail,
  useResendVerification,
  useVerifyEmail,
  useForgotPassword,
  useRequestLoginLink,
  useLoginWithLink,
  useResetPassword,
  useCheckToken,
  useChangePassword,
  usePing,
  useSigninProviders,
  useStartSignin,
  useLinkedProviders,
  useStartLink,
  useUnlinkProvider,
} = hooks;

/** Right after a login, the visitor's cart joins the member's (docs/requirements.md §2 "Adding to the cart"). */
export const { useMergeCart } = createCheckoutHooks(api, hooks.useRevalidate);
