import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: '自我介紹', name: 'bio', onChange: fn() },
  parameters: playedDocs(
    'A labelled multi-line input, 4 rows by default (the profile bio, docs/requirements.md §9), resizable vertically. Label, helper text, error and `required` work as in TextField.',
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four rows; typing a line break keeps it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '自我介紹' });
    await expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, '第一行{enter}第二行');
    await expect(box).toHaveValue('第一行\n第二行');
  },
};

/** A taller box with a helper text. */
export const EightRows: Story = {
  args: { rows: 8, helperText: '最多 500 字' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '自我介紹' });
    await expect(box).toHaveAttribute('rows', '8');
    await expect(box).toHaveAccessibleDescription('最多 500 字');
  },
};

/** Required, with an error. */
export const WithError: Story = {
  args: { label: '活動說明', required: true, error: '請輸入活動說明' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '活動說明' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('請輸入活動說明');
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '熱愛前後端開發，喜歡把想法做成產品。' },
};
