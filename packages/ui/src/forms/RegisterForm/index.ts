export { RegisterForm } from './RegisterForm';
