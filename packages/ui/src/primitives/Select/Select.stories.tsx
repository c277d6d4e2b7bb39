import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import { playedDocs } from '../../storyParts';

const cities = [
  { value: 'tpe', label: '台北' },
  { value: 'txg', label: '台中' },
  { value: 'khh', label: '高雄' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: '城市', name: 'city', placeholder: '請選擇城市', options: cities, onChange: fn() },
  parameters: playedDocs(
    "A labelled native `<select>`, so phones show their own picker and the keyboard works as everywhere. `placeholder` adds a first option with the value ''. Label, helper text, error and `required` work as in TextField.",
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder is chosen at first; pick another option. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '城市' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('請選擇城市');
    await userEvent.selectOptions(select, '台中');
    await expect(select).toHaveValue('txg');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The profile's country select, whose only option is the placeholder (docs/requirements.md §2). */
export const PlaceholderOnly: Story = {
  args: { label: '國家', name: 'country', placeholder: '請選擇國家', options: [] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '國家' });
    await expect(within(select).getAllByRole('option')).toHaveLength(1);
  },
};

/** Required, with an error. */
export const WithError: Story = {
  args: { required: true, error: '請選擇城市' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '城市' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'khh' } };
