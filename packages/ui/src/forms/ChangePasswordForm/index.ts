export { ChangePasswordForm } from './ChangePasswordForm';
