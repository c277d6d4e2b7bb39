import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTROL_CHARACTER_MESSAGE, TASK_MESSAGES } from '@folio/rules';
import {
  expectNoFieldError,
  failingSubmit,
  pending,
  retype,
  settled,
  submitMock,
  touch,
} from '../common/storyHelpers';
import { onPhone, playedDocs } from '../../storyParts';
import { TaskMailForm, type TaskMailRequest } from './TaskMailForm';

/**
 * The field shows `message` (followed by its help text, which the recipients and the start time
 * have): it is invalid and its description starts with the message.
 */
async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escaped}( |$)`));
}

/** A fixed clock: 10:00 on 2026-11-25 in Taipei. */
const now = () => new Date('2026-11-25T10:00:00+08:00');

const meta = {
  title: 'Forms/TaskMailForm',
  component: TaskMailForm,
  tags: ['autodocs'],
  args: { onSubmit: submitMock<TaskMailRequest>(), now },
  parameters: playedDocs(
    `Schedules a mail task on /tasks/task-mail (docs/requirements.md §2 "Task scheduler"): recipients (one box, separated by commas, spaces or new lines), subject, body, and a start now or later (Asia/Taipei). It sends the contract's \`{ recipients, subject, content, start_at }\`, \`start_at\` null for now, and empties itself after a success.

**Rules (docs/requirements.md §5 "Mail task", from @folio/rules).** 1 to 20 distinct addresses, each the member's own verified one (the server's '${TASK_MESSAGES.recipientNotOwn}'; the app fills in the member's address) ('${TASK_MESSAGES.recipientsRequired}', '${TASK_MESSAGES.recipientFormat}', '${TASK_MESSAGES.recipientsTooMany}', '${TASK_MESSAGES.recipientsDuplicate}'), subject ≤ 100 characters, body ≤ 2000, no control character in an address ('${TASK_MESSAGES.recipientControl}') or the subject ('${TASK_MESSAGES.subjectControl}') and none but line breaks and tabs in the body ('${TASK_MESSAGES.contentControl}'), a later start required, not in the past and within 7 days. The server's 422 field messages and its 409 ('${TASK_MESSAGES.limitReached}') show the same way.`,
  ),
} satisfies Meta<typeof TaskMailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = async (canvasElement: HTMLElement) => {
  await settled();
  const canvas = within(canvasElement);
  return {
    canvas,
    recipients: canvas.getByRole('textbox', { name: '收件人' }),
    subject: canvas.getByRole('textbox', { name: '主旨' }),
    content: canvas.getByRole('textbox', { name: '內容' }),
    later: canvas.getByRole('radio', { name: '指定時間' }),
    submit: canvas.getByRole('button', { name: '建立任務' }),
  };
};

/** Fills in a recipient, a subject and a text (start now) and sends: the controls, after. */
const sendFilled = async (canvasElement: HTMLElement) => {
  const f = await fields(canvasElement);
  await userEvent.type(f.recipients, 'amy@example.com');
  await userEvent.type(f.subject, '主旨');
  await userEvent.type(f.content, '內容');
  await userEvent.click(f.submit);
  return f;
};

/** Empty: start now is chosen. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await fields(canvasElement);
    await expect(canvas.getByRole('radio', { name: '立即開始' })).toBeChecked();
    await expect(canvas.queryByLabelText(/開始於/)).not.toBeInTheDocument();
  },
};

/** Sent now: the recipients are split and trimmed, `start_at` is null; the form empties. */
export const SendNow: Story = {
  play: async ({ args, canvasElement }) => {
    const { recipients, subject, content, submit } = await fields(canvasElement);
    await userEvent.type(recipients, 'amy@example.com, ben@example.com\nchen@example.com');
    await userEvent.type(subject, '十一月電子報');
    await userEvent.type(content, '各位好，這是本月的消息。');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        recipients: ['amy@example.com', 'ben@example.com', 'chen@example.com'],
        subject: '十一月電子報',
        content: '各位好，這是本月的消息。',
        start_at: null,
      }),
    );
    await waitFor(() => expect(subject).toHaveValue(''));
    await expect(canvasElement.querySelector('[role="status"]')).toHaveTextContent(
      TASK_MESSAGES.created,
    );
  },
};

/** Later: a start time is asked for and sent in the contract's form. */
export const SendLater: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, recipients, subject, content, later, submit } = await fields(canvasElement);
    await userEvent.type(recipients, 'amy@example.com');
    await userEvent.type(subject, '會議提醒');
    await userEvent.type(content, '明天上午十點開會。');
    await userEvent.click(later);
    const start = await canvas.findByLabelText(/開始於/);
    await userEvent.click(submit);
    await expectFieldError(start, TASK_MESSAGES.startRequired);
    await userEvent.type(start, '2026-11-26T09:00');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        recipients: ['amy@example.com'],
        subject: '會議提醒',
        content: '明天上午十點開會。',
        start_at: '2026-11-26 09:00:00',
      }),
    );
  },
};

/** Every rule of the fields, each message under its field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, recipients, subject, content, later, submit } = await fields(canvasElement);
    await touch(recipients);
    await expectFieldError(recipients, TASK_MESSAGES.recipientsRequired);
    await retype(recipients, 'amy@example.com, nope');
    await expectFieldError(recipients, TASK_MESSAGES.recipientFormat);
    await retype(recipients, 'amy@example.com AMY@example.com');
    await expectFieldError(recipients, TASK_MESSAGES.recipientsDuplicate);
    const many = Array.from({ length: 21 }, (_, i) => `u${i}@example.com`).join(' ');
    await userEvent.clear(recipients);
    await userEvent.click(recipients);
    await userEvent.paste(many);
    await userEvent.tab();
    await expectFieldError(recipients, TASK_MESSAGES.recipientsTooMany);
    await touch(subject);
    await expectFieldError(subject, TASK_MESSAGES.subjectRequired);
    await userEvent.click(subject);
    await userEvent.paste('字'.repeat(101));
    await userEvent.tab();
    await expectFieldError(subject, TASK_MESSAGES.subjectTooLong);
    await touch(content);
    await expectFieldError(content, TASK_MESSAGES.contentRequired);
    await userEvent.click(later);
    const start = await canvas.findByLabelText(/開始於/);
    await userEvent.type(start, '2026-11-20T09:00');
    await expectFieldError(start, TASK_MESSAGES.startPast);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-03T09:00');
    await expectFieldError(start, TASK_MESSAGES.startTooFar);
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await retype(recipients, 'amy@example.com');
    await expectNoFieldError(recipients);
  },
};

/**
 * Control characters, pasted (an input drops a pasted line break itself): in an address or the
 * subject, a mail header line, the task's own words; in the content, which may break lines, the
 * words of every text field (CONTROL_CHARACTER_MESSAGE). The server answers the same (openapi.yaml
 * "Validation messages"), so nothing is sent.
 */
export const ControlCharacters: Story = {
  // Its screenshot, without the play, would be Empty's: no baseline of its own.
  tags: ['test-only'],
  play: async ({ args, canvasElement }) => {
    const { recipients, subject, content, submit } = await fields(canvasElement);
    await userEvent.click(recipients);
    await userEvent.paste('amy@example.com\u0007');
    await userEvent.click(subject);
    await userEvent.paste('十一月\u001b電子報');
    await userEvent.click(content);
    await userEvent.paste('第一行\n第二行\u0007');
    await userEvent.click(submit);
    await expectFieldError(recipients, TASK_MESSAGES.recipientControl);
    await expectFieldError(subject, TASK_MESSAGES.subjectControl);
    await expectFieldError(content, CONTROL_CHARACTER_MESSAGE);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Line breaks are the content's own: only the other control character was refused.
    await retype(content, '第一行\n第二行');
    await expectNoFieldError(content);
  },
};

/** The same in the dark theme: the messages read there too. */
export const ControlCharactersDark: Story = {
  ...ControlCharacters,
  tags: ['!dev', '!autodocs', 'test-only'],
  globals: { theme: 'dark' },
};

/** Every message at once, as after a failed submit (for review). */
export const AllErrors: Story = { args: { revealErrors: true } };

/** While sending, the button shows a spinner and is disabled. */
export const Submitting: Story = {
  args: { onSubmit: submitMock<TaskMailRequest>(pending) },
  play: async ({ canvasElement }) => {
    const { submit } = await sendFilled(canvasElement);
    await waitFor(() => expect(submit).toBeDisabled());
  },
};

/** Over the limit of active tasks: the server's 409 message shows; the input stays. */
export const TooManyTasks: Story = {
  args: { onSubmit: failingSubmit<TaskMailRequest>(TASK_MESSAGES.limitReached) },
  play: async ({ canvasElement }) => {
    const { canvas, subject } = await sendFilled(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(TASK_MESSAGES.limitReached);
    await expect(subject).toHaveValue('主旨');
  },
};

/** The server's 422 message for a field shows under it until it is edited. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: failingSubmit<TaskMailRequest>(TASK_MESSAGES.recipientFormat, {
      recipients: TASK_MESSAGES.recipientFormat,
    }),
  },
  play: async ({ canvasElement }) => {
    const { recipients } = await sendFilled(canvasElement);
    await expectFieldError(recipients, TASK_MESSAGES.recipientFormat);
  },
};

/**
 * The member's own address filled in (as the app does); a stranger added is refused by the
 * server (422, docs/adr/0011 decision 12) and the message shows under the recipients.
 */
export const StrangerRefused: Story = {
  args: {
    initialValues: { recipients: 'amy@example.com' },
    onSubmit: failingSubmit<TaskMailRequest>(TASK_MESSAGES.recipientNotOwn, {
      recipients: TASK_MESSAGES.recipientNotOwn,
    }),
  },
  play: async ({ args, canvasElement }) => {
    const { recipients, subject, content, submit } = await fields(canvasElement);
    await expect(recipients).toHaveValue('amy@example.com');
    await expect(recipients).toHaveAccessibleDescription(TASK_MESSAGES.recipientsHint);
    await userEvent.type(recipients, ', stranger@example.com');
    await userEvent.type(subject, '找你');
    await userEvent.type(content, '內容');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ recipients: ['amy@example.com', 'stranger@example.com'] }),
      ),
    );
    await expectFieldError(recipients, TASK_MESSAGES.recipientNotOwn);
  },
};

/** In the dark theme, with the later start open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initialValues: { when: 'later' } },
};

/** On a phone (xs), with every message shown. */
export const Mobile: Story = {
  ...onPhone('1100px'),
  args: { revealErrors: true, initialValues: { when: 'later' } },
};
