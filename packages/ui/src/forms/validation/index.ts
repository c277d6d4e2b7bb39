export { validationMessages, serverMessages } from './messages';
