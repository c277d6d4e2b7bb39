import {
  formatTaipeiTime,
  MAX_RECIPIENTS,
  parseRecipients,
  TASK_MESSAGES,
  TASK_START_WITHIN_DAYS,
  taskFormErrors,
} from '@folio/rules';
import { useState, type FormEvent } from 'react';
import { Field, Form } from 'react-final-form';
import { FormDateTimeField, FormTextareaField, FormTextField } from '../common/fields';
import { FormShell } from '../common/FormShell';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { FormProps, FormSubmitHandler } from '../types';
import { StyledChoice, StyledCreated, StyledWhen } from './TaskMailForm.styles';

/** What the form sends: the contract's mail-task request (`start_at` null means now). */
export interface TaskMailRequest {
  recipients: string[];
  subject: string;
  content: string;
  start_at: string | null;
}

/** The form's own values: the recipients as typed, and "now" or "later". */
interface TaskMailFormValues {
  recipients: string;
  subject: string;
  content: string;
  when: 'now' | 'later';
  /** Asia/Taipei, 'YYYY-MM-DD HH:mm:ss'; used only when `when` is 'later'. */
  start_at: string;
}

interface TaskMailFormProps extends Omit<
  FormProps<TaskMailRequest, Partial<TaskMailFormValues>>,
  'description'
> {
  /**
   * Called with the request to send (`POST /tasks`): recipients split and trimmed, `start_at`
   * null for "now". On failure resolve `{ error, fieldErrors }` (the server's 422 `errors` by
   * field, or its 409 message); the input stays. On success the form empties.
   */
  onSubmit: FormSubmitHandler<TaskMailRequest>;
  /** The clock the rules read (start time not in the past, within 7 days). @default () => new Date() */
  now?: () => Date;
  /** @default 2 */
  headingLevel?: 1 | 2 | 3;
}

const empty: TaskMailFormValues = {
  recipients: '',
  subject: '',
  content: '',
  when: 'now',
  start_at: '',
};

/** The request the values stand for. */
function toTaskMailRequest(values: TaskMailFormValues): TaskMailRequest {
  return {
    recipients: parseRecipients(values.recipients),
    subject: values.subject,
    content: values.content,
    start_at: values.when === 'later' ? values.start_at : null,
  };
}

/**
 * Schedules a mail task (/tasks/task-mail, docs/requirements.md §2 "Task scheduler"): recipients,
 * subject, body, and a start now or later. Rules and messages come from @folio/rules
 * (docs/requirements.md §5 "Mail task"): 1 to 20 distinct addresses, subject ≤ 100 characters,
 * body ≤ 2000, a later start not in the past and within 7 days (Asia/Taipei). Only the member's
 * own verified addresses are mailed (the server decides, docs/adr/0011 decision 12): the app
 * fills in the member's address (`initialValues.recipients`), and the box's help says so.
 */
export function TaskMailForm({
  onSubmit,
  initialValues,
  now = () => new Date(),
  title = '排程寄信',
  headingLevel = 2,
  revealErrors = false,
  className,
}: TaskMailFormProps) {
  const validate = (values: TaskMailFormValues) =>
    taskFormErrors(
      {
        recipients: parseRecipients(values.recipients ?? ''),
        subject: values.subject,
        content: values.content,
        later: values.when === 'later',
        start_at: values.start_at,
      },
      now(),
    );
  const submitRequest = toFinalFormSubmit(onSubmit, TASK_MESSAGES.createFailed);
  // docs/requirements.md §8: 任務已建立 once the server has taken the task, until the next submit.
  const [created, setCreated] = useState(false);
  const start = now();
  const min = formatTaipeiTime(start);
  const max = formatTaipeiTime(new Date(start.getTime() + TASK_START_WITHIN_DAYS * 86_400_000));

  return (
    <Form<TaskMailFormValues>
      onSubmit={(values) => submitRequest(toTaskMailRequest(values))}
      validate={validate}
      initialValues={{ ...empty, ...initialValues }}
      subscription={{
        submitting: true,
        submitError: true,
        error: true,
        submitFailed: true,
        values: true,
      }}
    >
      {({ handleSubmit, submitting, form, values, ...state }) => {
        const submit = (event?: FormEvent<HTMLFormElement>) => {
          setCreated(false);
          const result = handleSubmit(event);
          void result?.then(() => {
            if (!form.getState().submitSucceeded) return;
            form.restart();
            setCreated(true);
          });
          return result;
        };
        return (
          <FormShell
            kind="task-mail-form"
            title={title}
            headingLevel={headingLevel}
            description={`一次最多 ${MAX_RECIPIENTS} 位收件人，每人一封；寄送時可在下方看到進度。`}
            onSubmit={submit}
            formError={formErrorOf(state)}
            submitLabel="建立任務"
            submitting={submitting ?? false}
            maxWidth={640}
            revealErrors={revealErrors}
            className={className}
          >
            <FormTextareaField
              name="recipients"
              label="收件人"
              rows={3}
              required
              helperText={TASK_MESSAGES.recipientsHint}
            />
            <FormTextField name="subject" label="主旨" required />
            <FormTextareaField name="content" label="內容" rows={6} required />
            <StyledWhen>
              <legend>開始時間</legend>
              <StyledChoice>
                <Field<string> name="when" type="radio" value="now" component="input" />
                立即開始
              </StyledChoice>
              <StyledChoice>
                <Field<string> name="when" type="radio" value="later" component="input" />
                指定時間
              </StyledChoice>
            </StyledWhen>
            {values.when === 'later' && (
              <FormDateTimeField
                name="start_at"
                label="開始於（台北時間）"
                required
                min={min}
                max={max}
                helperText={`${TASK_START_WITHIN_DAYS} 天內`}
              />
            )}
            <StyledCreated role="status">{created ? TASK_MESSAGES.created : ''}</StyledCreated>
          </FormShell>
        );
      }}
    </Form>
  );
}
