export { TextField, type TextFieldProps } from './TextField';
export type { FieldBaseProps } from './FieldFrame';
