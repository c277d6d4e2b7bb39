export { AccountForm } from './AccountForm';
