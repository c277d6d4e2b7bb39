export { AlertDialog } from './AlertDialog';
