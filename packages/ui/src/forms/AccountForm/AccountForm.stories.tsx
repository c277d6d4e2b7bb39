import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectServerError,
  expectSubmitting,
  failingSubmit,
  findControls,
  pending,
  submitMock,
} from '../common/storyHelpers';
import { playedDocs } from '../../storyParts';
import type { AccountFormValues } from '../types';
import { AccountForm } from './AccountForm';

const avatar = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#dff3f1"/><circle cx="48" cy="38" r="18" fill="#0b6e6e"/><path d="M14 96a34 34 0 0 1 68 0z" fill="#0b6e6e"/></svg>',
)}`;
const image = () =>
  new File(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#f0b849"/><circle cx="48" cy="40" r="20" fill="#1b1f24"/></svg>',
    ],
    'me.svg',
    { type: 'image/svg+xml' },
  );

const meta = {
  title: 'Forms/AccountForm',
  component: AccountForm,
  tags: ['autodocs'],
  args: {},
  parameters: playedDocs(
    `The profile form of /account (docs/requirements.md §2): 暱稱, 自我介紹 (multi-line, 4 rows), 頭像 with an 上傳圖片 button (images only, with a thumbnail), Email, and 國家, a select whose only option is the placeholder 請選擇國家.

**Rules.** None: the page is static and triggers no call, so the app passes no \`onSubmit\` and 儲存 does nothing. Should the profile ever be saved, \`onSubmit\` works as in every other form (loading button, \`{ error }\` in the error line, input kept).`,
  ),
} satisfies Meta<typeof AccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) =>
  findControls(canvasElement, (canvas) => ({
    nickname: canvas.getByRole('textbox', { name: '暱稱' }),
    bio: canvas.getByRole('textbox', { name: '自我介紹' }),
    avatar: canvas.getByLabelText(/頭像/),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    country: canvas.getByRole('combobox', { name: '國家' }),
    submit: canvas.getByRole('button', { name: '儲存' }),
  }));

/** Try the controls. */
export const Playground: Story = {};

/** Empty: the bio has 4 rows, the country select only its placeholder, the avatar takes images. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await expect(f.bio).toHaveAttribute('rows', '4');
    await expect(within(f.country).getAllByRole('option')).toHaveLength(1);
    await expect(f.country).toHaveDisplayValue('請選擇國家');
    await expect(f.avatar).toHaveAttribute('accept', 'image/*');
    await expect(f.avatar).toHaveAccessibleName('頭像 上傳圖片');
  },
};

/** Filled in, with the current avatar; choosing a new image shows its name. */
export const Filled: Story = {
  args: {
    avatarUrl: avatar,
    initialValues: {
      nickname: '小明',
      bio: '全端工程師，喜歡把想法做成產品。\n週末在讀書會。',
      email: 'amy@example.com',
    },
  },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await expect(f.canvas.getByRole('img', { name: '目前的圖片' })).toBeVisible();
    await userEvent.upload(f.avatar, image());
    await expect(f.canvas.getByText('me.svg')).toBeInTheDocument();
  },
};

/** Static: 儲存 with no `onSubmit` calls nothing and shows nothing. */
export const Static: Story = {
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.nickname, '小明');
    await userEvent.click(f.submit);
    await expect(f.canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(f.nickname).toHaveValue('小明');
    await expect(f.submit).toBeEnabled();
  },
};

/** With an `onSubmit`: the button shows loading while it runs. */
export const Submitting: Story = {
  args: { onSubmit: submitMock<AccountFormValues>(pending) },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.click(f.submit);
    await expectSubmitting(f.submit);
  },
};

/** With an `onSubmit` that fails: the error line; the input stays. */
export const ServerError: Story = {
  args: { onSubmit: failingSubmit<AccountFormValues>('儲存失敗') },
  play: async ({ canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.nickname, '小明');
    await userEvent.click(f.submit);
    await expectServerError(f.canvas, '儲存失敗', [[f.nickname, '小明']]);
  },
};

/** With an `onSubmit`: it gets every value. */
export const Success: Story = {
  args: { onSubmit: submitMock<AccountFormValues>() },
  play: async ({ args, canvasElement }) => {
    const f = await fields(canvasElement);
    await userEvent.type(f.nickname, '小明');
    await userEvent.type(f.bio, '你好');
    await userEvent.type(f.email, 'amy@example.com');
    await userEvent.click(f.submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        nickname: '小明',
        bio: '你好',
        avatar: null,
        email: 'amy@example.com',
        country: '',
      }),
    );
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: Filled.args };
