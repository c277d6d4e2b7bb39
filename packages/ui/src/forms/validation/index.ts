export { validationMessages, serverMessages, waitMessage } from './messages';
