export {
  createApiClient,
  errorMessage,
  eventFormData,
  imageUrl,
  isAbortError,
  isTimeoutError,
  type ApiClient,
} from './client.ts';
export {
  createSession,
  defaultStorage,
  SESSION_KEYS,
  type Session,
  type SessionChange,
  type StorageLike,
} from './session.ts';
export { imageSources } from './imageSources.ts';
export { SIGNIN_BINDING_KEY, signinUnderWay, type SigninUnderWay } from './signin.ts';
export { createApiHooks, taskPollInterval } from './hooks.ts';
export type { ManagedProductListQuery, ProductListQuery } from './shoppingHooks.ts';
export { createProductPageCache, type ProductPageData } from './productPage.ts';
export { createBookingAdminHooks, type ManagedBookingsQuery } from './bookingAdminHooks.ts';
export { createTaskAdminHooks, MANAGED_TASKS_POLL_MS } from './taskAdminHooks.ts';
export { createBookingLinkHooks } from './bookingLinkHooks.ts';
export { createOrderHooks, type ManagedOrderListQuery, type OrderListQuery } from './orderHooks.ts';
export {
  awaitingPayment,
  CART_TOKEN_KEY,
  createCheckoutHooks,
  orderPollInterval,
  type OrderConflict,
  type PlaceOrderResult,
} from './checkout.ts';
export {
  cancelBooking,
  cancelTask,
  createBooking,
  createMutations,
  createTask,
  fieldErrorsOf,
  type EventInput,
  type MutationFailure,
  type MutationResult,
} from './mutations.ts';
// The contract's types and operation table (@folio/contract), for the app: `User`, `Event`,
// `EventList`, `MutationResult`'s bodies, … under the names openapi.yaml gives them.
export * from '@folio/contract';
// The chat's live channel and timeline (docs/adr/0032-live-chat.md).
export { eventStreamParser, type StreamEvent } from './chat/eventStream.ts';
export { openLiveChannel, type ChannelState, type LiveChannelOptions } from './chat/liveChannel.ts';
export {
  dropPending,
  emptyTimeline,
  failed,
  mergeMessages,
  sending,
  type ChatTimeline,
  type PendingMessage,
} from './chat/timeline.ts';
export {
  CHAT_VISITOR_KEY,
  createChatHooks,
  type ChatHookOptions,
  type ChatState,
} from './chat/useChat.ts';
export {
  createChatInboxHooks,
  type AgentChatState,
  type ChatInboxHookOptions,
  type ChatInboxState,
} from './chat/useChatInbox.ts';
