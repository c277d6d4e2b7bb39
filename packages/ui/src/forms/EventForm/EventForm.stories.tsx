import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import {
  expectFieldError,
  expectNoFieldError,
  expectServerError,
  failingSubmit,
  findControls,
  formStories,
  retype,
  submitMock,
  testOnly,
  touch,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { EventFormValues } from '../types';
import { editImageLabel, serverMessages, validationMessages } from '../validation/messages';
import { EventForm } from './EventForm';

const m = validationMessages.event;

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="${fill}"/><circle cx="120" cy="30" r="14" fill="#f0b849"/></svg>`;
const poster = () => new File([svg('#0b6e6e')], 'poster.svg', { type: 'image/svg+xml' });
const currentImage = `data:image/svg+xml,${encodeURIComponent(svg('#1f5fbf'))}`;

const EVENT = {
  name: '週末讀書會',
  description: '每月一次，一起讀一本好書。',
  start_time: '2025-03-01 19:00:00',
  end_time: '2025-03-01 21:00:00',
  price: 1200,
};

const meta = {
  title: 'Forms/EventForm',
  component: EventForm,
  tags: ['autodocs'],
  args: { mode: 'create', onSubmit: submitMock<EventFormValues>() },
  argTypes: { mode: { control: 'inline-radio', options: ['create', 'edit'] } },
  parameters: playedDocs(
    `Creates or edits an event (docs/requirements.md §2): 活動名稱, 活動說明, 開始時間 and 結束時間 (native date-time pickers), 價格 and an image. It sends \`{ name, description, start_time, end_time, price, image }\` with times as 'YYYY-MM-DD HH:mm:ss', \`price\` '' when empty and \`image\` a File or null (the app sends it as the \`image_path\` part of the multipart body).

- **create** (/create-event): on success the app shows '${serverMessages.event.createSuccess}' and goes to /events; on failure it resolves \`{ error: '${serverMessages.event.createFailure}' }\`. **/create-event-new** passes \`resetOnSuccess\`: the form empties after a success and stays.
- **edit** (/events/{id}/edit): \`initialValues\` from the server (\`price\` may be a number or null), \`currentImageUrl\` shown until a new image is chosen, image label '${editImageLabel}'; \`loading\` shows placeholders while the event loads. Failure: '${serverMessages.event.updateFailure}'.

**Rules (docs/requirements.md §5).** Name required ('請輸入活動名稱'); description required ('請輸入活動說明'); start time required ('請選擇開始時間'); end time required ('請選擇結束時間'); price a number ('請輸入價格（數字）') from 0 to 100,000,000 ('價格須介於 0 至 100,000,000 之間', the server's range and texts) or empty; the image optional, but a chosen file must be an image: the picker offers images only, and another file (or one that does not decode) is refused at once with '請上傳圖片檔案'. The end must be later than the start ('結束時間必須晚於開始時間'; the server refuses it with the same text). Text fields show errors when left or on a submit try; the date-time and image fields as soon as they change.`,
  ),
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement, edit = false) =>
  findControls(canvasElement, (canvas) => ({
    name: canvas.getByRole('textbox', { name: '活動名稱' }),
    description: canvas.getByRole('textbox', { name: '活動說明' }),
    start: canvas.getByLabelText('開始時間'),
    end: canvas.getByLabelText('結束時間'),
    price: canvas.getByRole('textbox', { name: '價格' }),
    image: canvas.getByLabelText(edit ? editImageLabel : '上傳圖片', { exact: false }),
    submit: canvas.getByRole('button', { name: edit ? '更新活動' : '建立活動' }),
  }));

/** The native picker cannot be typed into by script: set the value as the picker would. */
const pick = (input: HTMLElement, local: string) => {
  input.focus();
  fireEvent.change(input, { target: { value: local } });
  input.blur();
};

/** Picks a file whatever its type, as "all files" in the dialog or a drop would. */
const pickAnyFile = (input: HTMLElement, file: File) => {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.change(input);
};

const fill = async (f: Awaited<ReturnType<typeof fields>>) => {
  await userEvent.type(f.name, EVENT.name);
  await userEvent.type(f.description, EVENT.description);
  pick(f.start, '2025-03-01T19:00');
  pick(f.end, '2025-03-01T21:00');
  await userEvent.type(f.price, '1200');
};

/** The four required messages; the price may stay empty. */
const expectRequiredErrors = async (f: Awaited<ReturnType<typeof fields>>) => {
  await expectFieldError(f.name, m.nameRequired);
  await expectFieldError(f.description, m.descriptionRequired);
  await expectFieldError(f.start, m.startTimeRequired);
  await expectFieldError(f.end, m.endTimeRequired);
  await expectNoFieldError(f.price);
};

/** The create form's shared stories; its Success also picks an image, so it is told below. */
const stories = formStories<EventFormValues, Awaited<ReturnType<typeof fields>>>({
  fields: (canvasElement) => fields(canvasElement),
  fill,
});

/** Try the controls. */
export const Playground: Story = {};

/** Create, empty: the picker offers images only. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await expect(f.canvas.getByRole('heading', { name: '建立活動' })).toBeInTheDocument();
    await expect(f.start).toHaveAttribute('type', 'datetime-local');
    await expect(f.image).toHaveAttribute('accept', 'image/*');
    await expect(f.price).toHaveValue('');
  },
};

/** Create, filled in with an image. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.upload(f.image, poster());
    await expect(f.canvas.getByText('poster.svg')).toBeInTheDocument();
    for (const field of [f.name, f.description, f.start, f.end, f.price, f.image])
      await expectNoFieldError(field);
  },
};

/** An empty form with its errors shown (`revealErrors`): the four required messages; price and image may stay empty. */
export const RequiredErrors: Story = {
  args: { revealErrors: true },
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await expectRequiredErrors(f);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): Submitting an empty form: the four required messages; price and image may stay empty. */
export const RequiredRules: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.click(f.submit);
    await expectRequiredErrors(f);
    await expectNoFieldError(f.image);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): Each field's error when it is left: name, description, and a cleared time. */
export const ErrorsOnBlur: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await touch(f.name);
    await expectFieldError(f.name, m.nameRequired);
    await touch(f.description);
    await expectFieldError(f.description, m.descriptionRequired);
    pick(f.start, '2025-03-01T19:00');
    await expectNoFieldError(f.start);
    pick(f.start, '');
    await expectFieldError(f.start, m.startTimeRequired);
    pick(f.end, '');
    await expectFieldError(f.end, m.endTimeRequired);
  },
};

/** A price that is not a number, shown (`revealErrors`): '請輸入價格（數字）'. */
export const PriceError: Story = {
  args: {
    initialValues: {
      name: '週末讀書會',
      description: '一起讀一本書。',
      start_time: '2025-03-01T19:00',
      end_time: '2025-03-01T21:00',
      price: '一千元',
    },
    revealErrors: true,
  },
  play: async ({ canvasElement }) => {
    const { name, price } = await fields(canvasElement);
    await expectFieldError(price, `${m.priceNumber} NT$，可留空`);
    await expectNoFieldError(name);
  },
};

/** Test (hidden): Price: not a number, '請輸入價格（數字）'; out of range, '價格須介於…之間'. */
export const PriceRule: Story = {
  ...testOnly,
  play: async ({ canvasElement }) => {
    const { price } = await fields(canvasElement);
    await retype(price, '一千元');
    await expectFieldError(price, `${m.priceNumber} NT$，可留空`);
    await retype(price, '12a');
    await expectFieldError(price, `${m.priceNumber} NT$，可留空`);
    // The server refuses a negative price: so does the form, saying what the range is.
    await retype(price, '-5');
    await expectFieldError(price, `${m.priceRange} NT$，可留空`);
    await retype(price, '100000001');
    await expectFieldError(price, `${m.priceRange} NT$，可留空`);
    await retype(price, '1200');
    await expectNoFieldError(price);
    await retype(price, '');
    await expectNoFieldError(price);
  },
};

/** An end before (or at) the start is refused under 結束時間, and nothing is sent. */
export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    pick(f.end, '2025-03-01T18:30');
    await expectFieldError(f.end, m.endAfterStart);
    await userEvent.click(f.submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    pick(f.end, '2025-03-01T19:00');
    await expectFieldError(f.end, m.endAfterStart);
    pick(f.end, '2025-03-01T19:30');
    await expectNoFieldError(f.end);
  },
};

/** The server's reason for a field shows under that field, the input kept. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: failingSubmit<EventFormValues>(serverMessages.event.createFailure, {
      end_time: m.endAfterStart,
    }),
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.click(f.submit);
    await expectFieldError(f.end, m.endAfterStart);
    await expect(f.name).toHaveValue(EVENT.name);
  },
};

/**
 * Image: a file that is not an image (picked with "all files" in the dialog, or dropped) is
 * refused at once with '請上傳圖片檔案' and not kept; an image clears it.
 */
export const ImageError: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    pickAnyFile(f.image, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    await expectFieldError(f.image, `尚未選擇檔案 ${m.imageFile}`);
    await expect(f.canvas.getByText(m.imageFile)).toBeVisible();
    await expect(f.canvas.queryByText('report.pdf')).toBeNull();
    await userEvent.upload(f.image, poster());
    await expectNoFieldError(f.image);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Test (hidden): a renamed text file "photo.jpg" is refused once it fails to decode; no image is sent. */
export const ImageUndecodable: Story = {
  ...testOnly,
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.upload(
      f.image,
      new File(['not an image'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expectFieldError(f.image, `尚未選擇檔案 ${m.imageFile}`));
    await expect(f.canvas.queryByRole('img', { name: /預覽/ })).toBeNull();
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: null })),
    );
  },
};

/** While saving, the button shows a spinner and is disabled. */
export const Submitting: Story = stories.submitting();

/** Create failed: '上傳失敗' in the error line; the input stays. */
export const ServerError: Story = stories.serverError(serverMessages.event.createFailure, (f) => [
  [f.name, EVENT.name],
  [f.start, '2025-03-01T19:00'],
  [f.price, '1200'],
]);

/** Created: `onSubmit` gets the values in the app's formats. */
export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    const file = poster();
    await userEvent.upload(f.image, file);
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...EVENT, price: '1200', image: file }),
    );
  },
};

/** /create-event-new: after a success the form empties and stays. */
export const SuccessResets: Story = {
  args: { resetOnSuccess: true },
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await fill(f);
    await userEvent.upload(f.image, poster());
    await userEvent.click(f.submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(f.name).toHaveValue(''));
    await expect(f.start).toHaveValue('');
    await expect(f.price).toHaveValue('');
    await expect(f.canvas.getByText('尚未選擇檔案')).toBeInTheDocument();
    await expectNoFieldError(f.name);
  },
};

/** Edit: prefilled from the server, the current image shown, the image optional. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: EVENT, currentImageUrl: currentImage },
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement, true);
    await expect(f.canvas.getByRole('heading', { name: '編輯活動' })).toBeInTheDocument();
    await expect(f.name).toHaveValue(EVENT.name);
    await expect(f.start).toHaveValue('2025-03-01T19:00');
    await expect(f.price).toHaveValue('1200');
    await expect(f.canvas.getByText(editImageLabel)).toBeInTheDocument();
    await expect(f.canvas.getByRole('img', { name: '目前的圖片' })).toBeVisible();
    await userEvent.clear(f.price);
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...EVENT, price: '', image: null }),
    );
  },
};

/** Edit with the server's null price: an empty field. */
export const EditWithoutPrice: Story = {
  args: { mode: 'edit', initialValues: { ...EVENT, price: null } },
  play: async ({ canvasElement }) => {
    await expect((await fields(canvasElement, true)).price).toHaveValue('');
  },
};

/** Edit while the event loads: placeholders, and the button waits. */
export const EditLoading: Story = {
  args: { mode: 'edit', loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('活動資料載入中');
    await expect(canvas.getByRole('button', { name: '更新活動' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Edit failed: '更新失敗' in the error line; the input stays. */
export const EditServerError: Story = {
  args: {
    mode: 'edit',
    initialValues: EVENT,
    onSubmit: failingSubmit<EventFormValues>(serverMessages.event.updateFailure),
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement, true);
    await retype(f.name, '週末讀書會（三月）');
    await userEvent.click(f.submit);
    await expectServerError(f.canvas, serverMessages.event.updateFailure, [
      [f.name, '週末讀書會（三月）'],
    ]);
  },
};

/** Edit in the dark theme, with an error. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { mode: 'edit', initialValues: EVENT, currentImageUrl: currentImage },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement, true);
    await retype(f.price, 'abc');
    await expect(f.price).toHaveValue('abc');
    await expectFieldError(f.price, `${m.priceNumber} NT$，可留空`);
  },
};
