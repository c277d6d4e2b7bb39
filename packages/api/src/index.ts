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
export { createApiHooks, taskPollInterval } from './hooks.ts';
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
export { operationInfo, type OperationInfo } from './generated/operations.ts';
export type { components, operations, paths } from './generated/schema.ts';

import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Event = Schemas['Event'];
export type EventTime = Schemas['EventTime'];
export type EventList = Schemas['EventList'];
export type PaginationMeta = Schemas['PaginationMeta'];
export type EventResource = Schemas['EventResource'];
export type EventSaved = Schemas['EventSaved'];
export type EventForm = Schemas['EventForm'];
export type Message = Schemas['Message'];
export type ValidationError = Schemas['ValidationError'];
export type UnverifiedEmailError = Schemas['UnverifiedEmailError'];
export type Ping = Schemas['Ping'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type CheckEmailResponse = Schemas['CheckEmailResponse'];
export type CheckTokenResponse = Schemas['CheckTokenResponse'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type EmailRequest = Schemas['EmailRequest'];
export type ResendVerificationRequest = Schemas['ResendVerificationRequest'];
export type Slot = Schemas['Slot'];
export type SlotList = Schemas['SlotList'];
export type Booking = Schemas['Booking'];
export type BookingList = Schemas['BookingList'];
export type BookingRequest = Schemas['BookingRequest'];
export type BookingSaved = Schemas['BookingSaved'];
export type MailTask = Schemas['MailTask'];
export type MailTaskList = Schemas['MailTaskList'];
export type MailTaskRequest = Schemas['MailTaskRequest'];
export type MailTaskSaved = Schemas['MailTaskSaved'];
export type MailTaskResource = Schemas['MailTaskResource'];
