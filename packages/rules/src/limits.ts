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

/** An event's image in bytes: at most 5 MB (docs/requirements.md §5; openapi.yaml EventForm). */
export const EVENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * An uploaded image's width × height: at most 50 million pixels (a 50 MP phone photo fits). A few
 * compressed bytes can declare far more pixels than memory holds, so the server reads the size
 * before it decodes anything (docs/adr/0011-secure-defaults-and-limits.md).
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** Events on a page of the list (openapi.yaml listEvents `meta.per_page`). */
export const EVENTS_PER_PAGE = 10;
