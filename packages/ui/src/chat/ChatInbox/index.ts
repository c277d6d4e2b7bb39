export { ChatInbox, type ChatInboxItem, type ChatInboxProps } from './ChatInbox';
