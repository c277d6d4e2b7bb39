// The product's facts written once (docs/architecture.md §1): each module here is pure, has no
// dependencies, and is imported wherever the fact is used (ui forms, app, server, contract tests).
export { DEMO_ADMIN } from './demoAdmin.ts';
export { EMAIL_PATTERN, isEmailAddress } from './email.ts';
export {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_NAME_MAX_LENGTH,
  EVENT_PRICE_MAX,
  EVENT_PRICE_MIN,
  EVENTS_PER_PAGE,
  IMAGE_MAX_PIXELS,
  NAME_MIN_LENGTH,
} from './limits.ts';
export { messages } from './messages.ts';
export {
  CONTROL_CHARACTER_MESSAGE,
  hasTextControlCharacter,
  TEXT_CONTROL_CHARACTER,
} from './text.ts';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  isStrongPassword,
  passwordMessages,
  passwordProblemMessages,
  passwordProblems,
  type PasswordProblem,
} from './password.ts';
export { passwordExamples } from './passwordExamples.ts';
export * from './booking.ts';
export * from './bookingAdmin.ts';
export * from './bookingDetails.ts';
export * from './tasks.ts';
export * from './loginLink.ts';
export * from './signin.ts';
export * from './signinButtons.ts';
export * from './cargoLogin.ts';
export { MEMBER_HINT_COOKIE } from './memberHint.ts';
export { pathTo, routePaths, type RouteName } from './routes.ts';
export * from './shopping.ts';
export * from './shoppingProducts.ts';
export * from './richText.ts';
export * from './search.ts';
export { mayUpdateEvent } from './permissions.ts';
export { mulberry32 } from './random.ts';
export * from './chat.ts';
export * from './chatOrders.ts';
export * from './checkout.ts';
export { orderExample, recipientExample } from './recipientExample.ts';
export { FAQ_ENTRIES, FAQ_REFUND_DAYS, type KnowledgeEntry } from './faq.ts';
export * from './bookingMail.ts';
