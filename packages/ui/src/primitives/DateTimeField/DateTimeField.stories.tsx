import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
import { playedDocs } from '../../storyParts';

/** Holds the value as a form would, and prints it in the app's format. */
function Controlled(props: DateTimeFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateTimeField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output aria-label="表單值">{value || '（空）'}</output>
    </div>
  );
}

const meta = {
  title: 'Primitives/DateTimeField',
  component: DateTimeField,
  tags: ['autodocs'],
  args: { label: '開始時間', name: 'start_time', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    ...playedDocs(
      "A labelled native `<input type=\"datetime-local\">`. It takes and gives the app's text 'YYYY-MM-DD HH:mm:ss' (docs/requirements.md §3); `toDateTimeLocal` and `fromDateTimeLocal` convert to and from the input's 'YYYY-MM-DDTHH:mm' and are exported for tests and other inputs. Local wall-clock time: no time zone is applied.",
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picking a time gives the app's format; clearing gives ''. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('開始時間');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    // The native picker cannot be typed into by script: set the value as the picker would.
    fireEvent.change(input, { target: { value: '2025-03-01T19:30' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-01 19:30:00');
    await expect(canvas.getByLabelText('表單值')).toHaveTextContent('2025-03-01 19:30:00');
    fireEvent.change(input, { target: { value: '' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** A value from the server is shown in the picker. */
export const Filled: Story = {
  args: { value: '2025-03-01 19:00:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('開始時間')).toHaveValue('2025-03-01T19:00');
  },
};

/** Required, with an error. */
export const WithError: Story = {
  args: { required: true, error: '請選擇開始時間' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('開始時間');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('請選擇開始時間');
  },
};

/** In the dark theme (the picker follows the theme's colour scheme). */
export const Dark: Story = { globals: { theme: 'dark' }, args: { value: '2025-03-01 19:00:00' } };
