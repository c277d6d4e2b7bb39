export { LoginForm, type LoginFormProps, type LoginFormVariant } from './LoginForm';
