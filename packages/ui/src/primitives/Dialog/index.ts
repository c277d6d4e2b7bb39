export { Dialog, type DialogProps } from './Dialog';
export { useModalDialog } from './useModalDialog';
