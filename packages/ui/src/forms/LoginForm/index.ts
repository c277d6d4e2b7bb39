export { LoginForm, type LoginFormVariant } from './LoginForm';
