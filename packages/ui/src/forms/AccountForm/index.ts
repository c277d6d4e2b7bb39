export { AccountForm, type AccountFormProps } from './AccountForm';
