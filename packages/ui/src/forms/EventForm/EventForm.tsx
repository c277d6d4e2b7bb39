import type { FormEvent } from 'react';
import { Form } from 'react-final-form';
import { Skeleton } from '../../primitives/Skeleton';
import {
  FormDateTimeField,
  FormFileField,
  FormTextareaField,
  FormTextField,
} from '../common/fields';
import { FormShell } from '../common/FormShell';
import { StyledFieldPair } from '../common/FormShell.styles';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { EventFormValues, FormSubmitHandler, FormProps } from '../types';
import { editImageLabel, serverMessages } from '../validation/messages';
import { validateEvent } from '../validation/schemas';
import { StyledLoadingFields, StyledLoadingText } from './EventForm.styles';

type EventFormMode = 'create' | 'edit';

/** Prefilled values as the API gives them: `price` may be a number or null. */
type EventFormInitialValues = Partial<Omit<EventFormValues, 'price'>> & {
  price?: string | number | null;
};

interface EventFormProps extends FormProps<EventFormValues, EventFormInitialValues> {
  /** `create` (/create-event, /create-event-new) or `edit` (/events/{id}/edit). @default 'create' */
  mode?: EventFormMode;
  /**
   * Called with `{ name, description, start_time, end_time, price, image }`: times as
   * 'YYYY-MM-DD HH:mm:ss', `price` '' when empty, `image` a File or null (send it as `image_path`).
   * On failure resolve `{ error: '上傳失敗' }` (create) or `{ error: '更新失敗' }` (edit).
   */
  onSubmit: FormSubmitHandler<EventFormValues>;
  /** The event from the server, for `edit`. */
  initialValues?: EventFormInitialValues;
  /** The event's current image, shown in `edit` until a new one is chosen. */
  currentImageUrl?: string;
  /** Empty the form after a successful submit (the /create-event-new variant). @default false */
  resetOnSuccess?: boolean;
  /** Show placeholders while the event to edit loads. @default false */
  loading?: boolean;
}

const empty: EventFormValues = {
  name: '',
  description: '',
  start_time: '',
  end_time: '',
  price: '',
  image: null,
};

const normalize = (values: EventFormInitialValues = {}): EventFormValues => ({
  ...empty,
  ...values,
  price: values.price === null || values.price === undefined ? '' : String(values.price),
  image: values.image ?? null,
});

/**
 * The event form, to create or edit an event. Rules (docs/requirements.md §5): name, description, start and end
 * time required; price a number or empty; the image optional, an image file only.
 */
export function EventForm({
  mode = 'create',
  onSubmit,
  initialValues,
  currentImageUrl,
  resetOnSuccess = false,
  loading = false,
  title,
  description,
  headingLevel = 1,
  revealErrors = false,
  className,
}: EventFormProps) {
  const edit = mode === 'edit';
  const heading = title ?? (edit ? '編輯活動' : '建立活動');
  const fallback = edit ? serverMessages.event.updateFailure : serverMessages.event.createFailure;
  return (
    <Form<EventFormValues>
      onSubmit={toFinalFormSubmit(onSubmit, fallback)}
      validate={validateEvent}
      initialValues={normalize(initialValues)}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, form, ...state }) => {
        const submit = (event?: FormEvent<HTMLFormElement>) => {
          const result = handleSubmit(event);
          if (resetOnSuccess && result) {
            void result.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }
          return result;
        };
        return (
          <FormShell
            kind={`event-form-${mode}`}
            title={heading}
            headingLevel={headingLevel}
            description={description}
            onSubmit={submit}
            formError={formErrorOf(state)}
            submitLabel={edit ? '更新活動' : '建立活動'}
            submitting={(submitting ?? false) || loading}
            maxWidth={640}
            revealErrors={revealErrors}
            className={className}
          >
            {loading ? (
              <StyledLoadingFields aria-busy="true">
                <StyledLoadingText role="status">活動資料載入中</StyledLoadingText>
                <Skeleton height={44} />
                <Skeleton height={110} />
                <Skeleton height={44} />
                <Skeleton height={44} />
                <Skeleton variant="rect" width={96} height={96} />
              </StyledLoadingFields>
            ) : (
              <>
                <FormTextField name="name" label="活動名稱" required />
                <FormTextareaField name="description" label="活動說明" rows={4} required />
                <StyledFieldPair>
                  <FormDateTimeField name="start_time" label="開始時間" required />
                  <FormDateTimeField name="end_time" label="結束時間" required />
                </StyledFieldPair>
                <FormTextField
                  name="price"
                  label="價格"
                  inputMode="decimal"
                  helperText="NT$，可留空"
                />
                <FormFileField
                  name="image"
                  label={edit ? editImageLabel : '上傳圖片'}
                  preview
                  previewSrc={edit ? currentImageUrl : undefined}
                  emptyText={edit && currentImageUrl ? '沿用目前的圖片' : undefined}
                />
              </>
            )}
          </FormShell>
        );
      }}
    </Form>
  );
}
