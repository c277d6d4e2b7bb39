import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { OtpInput } from './OtpInput';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { onComplete: fn(), onChange: fn(), onResend: fn() },
  parameters: {
    route: pathTo('otpInput'),
    ...playedDocs(
      'The one-time-code input of /otp-input (docs/requirements.md §2, §5, §9): four boxes, digits only (anything else is ignored), typing moves on, Backspace goes back, pasting a four-digit code fills every box, and `onComplete(code)` fires once all four hold a digit. 重新寄送 clears the boxes and focuses the first one.',
    ),
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByRole('textbox', { name: `第 ${n} 位數字` });

const boxes = (canvasElement: HTMLElement) => [1, 2, 3, 4].map((n) => box(canvasElement, n));

const valueOf = (canvasElement: HTMLElement) =>
  boxes(canvasElement)
    .map((box) => (box as HTMLInputElement).value)
    .join('');

/** Four empty boxes, each labelled 第 N 位數字. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const all = boxes(canvasElement);
    await expect(all).toHaveLength(4);
    await expect(within(canvasElement).getByRole('group', { name: '驗證碼' })).toBeVisible();
  },
};

/** Letters are ignored, digits move focus along, and the fourth digit completes the code. */
export const TypeDigitsOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(box(canvasElement, 1));
    const last = box(canvasElement, 4);
    await userEvent.keyboard('1a2b-3 4');
    await expect(valueOf(canvasElement)).toBe('1234');
    await expect(last).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('驗證碼已輸入完成');
  },
};

/** A letter in an empty box leaves it empty and keeps focus there. */
export const LettersIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const first = box(canvasElement, 1);
    await userEvent.click(first);
    await userEvent.keyboard('abc');
    await expect(first).toHaveValue('');
    await expect(first).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Backspace in an empty box clears the previous one and moves back to it. */
export const BackspaceGoesBack: Story = {
  play: async ({ args, canvasElement }) => {
    const [first, second, third] = [1, 2, 3].map((n) => box(canvasElement, n));
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('58');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveValue('');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Pasting a four-digit code (even with spaces) fills every box and completes. */
export const PasteFills: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(box(canvasElement, 3));
    await userEvent.paste('98 76');
    await expect(valueOf(canvasElement)).toBe('9876');
    await expect(box(canvasElement, 4)).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith('9876');
  },
};

/** 重新寄送 clears every box and focuses the first. */
export const ResendClears: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('4321');
    await expect(valueOf(canvasElement)).toBe('4321');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重新寄送' }));
    await expect(valueOf(canvasElement)).toBe('');
    await expect(box(canvasElement, 1)).toHaveFocus();
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已重新寄送驗證碼');
  },
};

/** A completed code, as a still. */
export const Completed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('2468');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('驗證碼已輸入完成');
  },
};

/** In the dark theme, partly filled. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement, 1));
    await userEvent.keyboard('73');
    await expect(valueOf(canvasElement)).toBe('73');
  },
};
