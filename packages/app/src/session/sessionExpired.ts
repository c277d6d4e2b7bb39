import { serverMessages } from '@folio/ui';

/**
 * docs/requirements.md §8: what the alert says when a session expires. A module of its own, loaded
 * when that happens: the form messages it is written among stay out of the entry (ADR 0013).
 */
export const sessionExpiredMessage = serverMessages.session.invalid;
