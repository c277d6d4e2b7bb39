/**
 * The primitives bound to react-final-form fields. When errors show (docs/requirements.md §9: on blur, on change
 * and on submit, not on every keystroke):
 *
 * - A text field shows its error once it has been left (blur) or a submit was tried; while the
 *   user types into a field they have not left yet, nothing is shown. From then on its message
 *   follows each change, so it disappears as soon as the input is fixed.
 * - A checkbox, select, date-time or file field shows its error as soon as it changes: its change
 *   is a committed choice (the DOM `change` event), not a keystroke.
 * - A submission's field error (`fieldErrors`) shows until that field is edited.
 */
import type { FieldMetaState, UseFieldConfig } from 'react-final-form';
import { useField } from 'react-final-form';
import { Checkbox, type CheckboxProps } from '../../primitives/Checkbox';
import { DateTimeField, type DateTimeFieldProps } from '../../primitives/DateTimeField';
import { FileField, type FileFieldProps } from '../../primitives/FileField';
import { PasswordField, type PasswordFieldProps } from '../../primitives/PasswordField';
import { Select, type SelectProps } from '../../primitives/Select';
import { TextField, type TextFieldProps } from '../../primitives/TextField';
import { Textarea, type TextareaProps } from '../../primitives/Textarea';

/** Keep '' as '' (final-form's default turns it into undefined, and values lose their keys). */
export const keep = <V,>(value: V) => value;

/** The message to show for a field, per the rules above. */
export function shownError(meta: FieldMetaState, eager = false): string | undefined {
  const error =
    (typeof meta.error === 'string' && meta.error) ||
    (!meta.modifiedSinceLastSubmit && typeof meta.submitError === 'string' && meta.submitError) ||
    undefined;
  return meta.touched || (eager && meta.modified) ? error : undefined;
}

interface Bound {
  name: string;
  /** A field-level validator (record-level rules come from the form). */
  validate?: UseFieldConfig['validate'];
}

export function FormTextField({
  name,
  validate,
  onBlur,
  ...props
}: Bound & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const { input, meta } = useField<string>(name, { parse: keep, validate });
  return (
    <TextField
      {...props}
      {...input}
      onBlur={(event) => {
        input.onBlur(event);
        onBlur?.(event);
      }}
      error={shownError(meta)}
    />
  );
}

export function FormPasswordField({
  name,
  validate,
  ...props
}: Bound & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<string>(name, { parse: keep, validate });
  return <PasswordField {...props} {...input} error={shownError(meta)} />;
}

/**
 * A form's e-mail field (`email`): an e-mail input with the e-mail keyboard on phones, labelled
 * `Email` unless said otherwise; `autoComplete` is `email`, or `username` where the address logs in.
 */
export function FormEmailField({
  label = 'Email',
  autoComplete = 'email',
  ...props
}: Omit<Parameters<typeof FormTextField>[0], 'name' | 'type' | 'inputMode' | 'label'> & {
  label?: string;
}) {
  return (
    <FormTextField
      name="email"
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      {...props}
    />
  );
}

/**
 * A new password, `name`, and its confirmation, `${name}_confirmation` labelled 確認 + `label`:
 * both required, both offered the browser's new-password suggestion.
 */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  return (
    <>
      <FormPasswordField name={name} label={label} autoComplete="new-password" required />
      <FormPasswordField
        name={`${name}_confirmation`}
        label={`確認${label}`}
        autoComplete="new-password"
        required
      />
    </>
  );
}

export function FormTextareaField({
  name,
  validate,
  ...props
}: Bound & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<string>(name, { parse: keep, validate });
  return <Textarea {...props} {...input} error={shownError(meta)} />;
}

export function FormCheckboxField({
  name,
  ...props
}: { name: string } & Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Checkbox
      {...props}
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      error={shownError(meta, true)}
    />
  );
}

export function FormSelectField({
  name,
  validate,
  ...props
}: Bound & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<string>(name, { parse: keep, validate });
  return <Select {...props} {...input} error={shownError(meta, true)} />;
}

export function FormDateTimeField({
  name,
  validate,
  ...props
}: Bound & Omit<DateTimeFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<string>(name, { parse: keep, validate });
  return (
    <DateTimeField
      {...props}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      error={shownError(meta, true)}
    />
  );
}

export function FormFileField({
  name,
  validate,
  ...props
}: Bound & Omit<FileFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { input, meta } = useField<File | null>(name, { parse: keep, validate, allowNull: true });
  return (
    <FileField
      {...props}
      name={input.name}
      value={input.value || null}
      onChange={(file) => input.onChange(file)}
      onBlur={() => input.onBlur()}
      error={shownError(meta, true)}
    />
  );
}
