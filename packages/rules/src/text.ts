/**
 * What every text field refuses, whatever the operation (openapi.yaml, "Validation messages", the
 * row for all text fields): a control character but tab and line breaks. The chat's message box
 * says the same words (chat.ts).
 */
export const CONTROL_CHARACTER_MESSAGE = '不可含控制字元';

/**
 * The control characters no text field holds: C0 but tab and line breaks (LF, CR), and DEL
 * (PostgreSQL refuses U+0000 in text; the others only hide what a text says). The server refuses
 * them in every text of a body (api/normalize.ts), the forms before sending (a task's content).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const TEXT_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when `text` holds a control character no text field takes (CONTROL_CHARACTER_MESSAGE). */
export const hasTextControlCharacter = (text: string) => TEXT_CONTROL_CHARACTER.test(text);
