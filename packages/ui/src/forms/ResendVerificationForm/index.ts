export { ResendVerificationForm } from './ResendVerificationForm';
