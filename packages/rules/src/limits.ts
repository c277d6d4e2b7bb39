/**
 * Limits the form checks and the contract states (openapi.yaml): a server test compares each with
 * the contract's schema, so the form and the server (which validates against the contract) agree.
 */

/** docs/requirements.md §9: a name (register) has at least 2 characters (code points). */
export const NAME_MIN_LENGTH = 2;

/** An event's price in NT$: 0 to 100,000,000, or none (docs/requirements.md §5). */
export const EVENT_PRICE_MIN = 0;
export const EVENT_PRICE_MAX = 100_000_000;

/** An event's name and description in characters (code points): at least one, at most these. */
export const EVENT_NAME_MAX_LENGTH = 255;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
