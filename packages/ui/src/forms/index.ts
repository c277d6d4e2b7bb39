export type {
  AccountFormValues,
  ChangePasswordFormValues,
  EventFormValues,
  ForgotPasswordFormValues,
  FormSubmitHandler,
  LoginFormValues,
  RegisterFormValues,
  ResendVerificationFormValues,
  ResetPasswordFormValues,
} from './types';
export * from './LoginForm';
export * from './RegisterForm';
export * from './ResendVerificationForm';
export * from './ForgotPasswordForm';
export * from './ResetPasswordForm';
export * from './ChangePasswordForm';
export * from './AccountForm';
export * from './EventForm';
export * from './TaskMailForm';
export * from './SigninButtons';
export * from './LoginLinkOffer';
export * from './LinkedProviders';
export * from './validation';
