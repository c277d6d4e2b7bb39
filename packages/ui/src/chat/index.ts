// The customer-service chat's components (docs/adr/0032-live-chat.md): the feature `chat`.
export * from './ChatBox';
export * from './ChatInbox';
export * from './ChatLauncher';
export { linkify, type TextPart } from './common/linkify';
