/**
 * What every text field refuses, whatever the operation (openapi.yaml, "Validation messages", the
 * row for all text fields): a control character but tab and line breaks. The chat's message box
 * says the same words (chat.ts).
 */
export const CONTROL_CHARACTER_MESSAGE = '不可含控制字元';
