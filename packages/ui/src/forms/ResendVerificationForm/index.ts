export { ResendVerificationForm, type ResendVerificationFormProps } from './ResendVerificationForm';
