import { createApiHooks } from '@folio/api';
import { api } from '../../api';

/** The member screens' calls (docs/architecture.md §2), on the app's one client. */
export const {
  useLogin,
  useRegister,
  useCheckEmail,
  useResendVerification,
  useVerifyEmail,
  useForgotPassword,
  useResetPassword,
  useCheckToken,
  useChangePassword,
  usePing,
  useSigninProviders,
  useStartSignin,
  useLinkedProviders,
  useStartLink,
  useUnlinkProvider,
} = createApiHooks(api);
