export {
  ChatBox,
  type ChatBoxConnection,
  type ChatBoxMessage,
  type ChatBoxPending,
  type ChatBoxProps,
} from './ChatBox';
