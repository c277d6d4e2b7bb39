import { Form } from 'react-final-form';
import { FormPasswordField } from '../common/fields';
import { FormShell } from '../common/FormShell';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { ChangePasswordFormValues, FormSubmitHandler } from '../types';
import { serverMessages } from '../validation/messages';
import { validateChangePassword } from '../validation/schemas';

export interface ChangePasswordFormProps {
  /**
   * Called with `{ password, new_password, new_password_confirmation }` (the API payload). On
   * failure resolve `{ error: '舊密碼不正確' }`; on success the app logs out and goes to /login.
   */
  onSubmit: FormSubmitHandler<ChangePasswordFormValues>;
  initialValues?: Partial<ChangePasswordFormValues>;
  /** @default '修改密碼' */
  title?: string;
  description?: string;
  /** @default 1 */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show every error at once, as after a submit attempt with these values (nothing is called):
   * for reviewing the error states (docs, visual tests) without typing.
   */
  revealErrors?: boolean;
  className?: string;
}

/**
 * Changes the password (/change-password): old, new and confirmation, each with show/hide.
 * Rules (docs/requirements.md §5): '密碼必填' (old), '新密碼必填' and the four strength rules, '與新密碼不一致'.
 */
export function ChangePasswordForm({
  onSubmit,
  initialValues,
  title = '修改密碼',
  description,
  headingLevel = 1,
  revealErrors = false,
  className,
}: ChangePasswordFormProps) {
  return (
    <Form<ChangePasswordFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, serverMessages.changePassword.failure)}
      validate={validateChangePassword}
      initialValues={{
        password: '',
        new_password: '',
        new_password_confirmation: '',
        ...initialValues,
      }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind="change-password-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="修改密碼"
          submitting={submitting ?? false}
          maxWidth={440}
          revealErrors={revealErrors}
          className={className}
        >
          <FormPasswordField
            name="password"
            label="舊密碼"
            autoComplete="current-password"
            required
          />
          <FormPasswordField
            name="new_password"
            label="新密碼"
            autoComplete="new-password"
            required
          />
          <FormPasswordField
            name="new_password_confirmation"
            label="確認新密碼"
            autoComplete="new-password"
            required
          />
        </FormShell>
      )}
    </Form>
  );
}
