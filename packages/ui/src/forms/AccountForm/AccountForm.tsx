import { Form } from 'react-final-form';
import type { SelectOption } from '../../primitives/Select';
import {
  FormEmailField,
  FormFileField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '../common/fields';
import { FormShell } from '../common/FormShell';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { AccountFormValues, FormProps, FormSubmitHandler } from '../types';

interface AccountFormProps extends Omit<FormProps<AccountFormValues>, 'onSubmit'> {
  /** The current avatar, shown until a new image is chosen. */
  avatarUrl?: string;
  /**
   * The profile page is static and calls nothing (docs/requirements.md §2), so the app passes no `onSubmit`;
   * then 儲存 does nothing. Given one, it is called with the values like any other form.
   */
  onSubmit?: FormSubmitHandler<AccountFormValues>;
  /** Countries after the placeholder; the profile has none (docs/requirements.md §2). @default [] */
  countryOptions?: SelectOption[];
}

const nothing = async () => undefined;

/**
 * The profile form of /account (docs/requirements.md §2): nickname, bio (4 rows), avatar with an upload-image
 * button, e-mail and a country select whose only option is a placeholder. Static: no rules, no call.
 */
export function AccountForm({
  initialValues,
  avatarUrl,
  onSubmit = nothing,
  countryOptions = [],
  title = '個人資料',
  description,
  headingLevel = 1,
  revealErrors = false,
  className,
}: AccountFormProps) {
  return (
    <Form<AccountFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, '')}
      initialValues={{
        nickname: '',
        bio: '',
        avatar: null,
        email: '',
        country: '',
        ...initialValues,
      }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          kind="account-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="儲存"
          submitting={submitting ?? false}
          maxWidth={560}
          revealErrors={revealErrors}
          className={className}
        >
          <FormFileField
            name="avatar"
            label="頭像"
            buttonLabel="上傳圖片"
            preview
            previewSrc={avatarUrl}
            previewSize={88}
          />
          <FormTextField name="nickname" label="暱稱" autoComplete="nickname" />
          <FormTextareaField name="bio" label="自我介紹" rows={4} />
          <FormEmailField />
          <FormSelectField
            name="country"
            label="國家"
            placeholder="請選擇國家"
            options={countryOptions}
            autoComplete="country"
          />
        </FormShell>
      )}
    </Form>
  );
}
