import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepperDemo } from './StepperDemo';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/StepperDemo',
  component: StepperDemo,
  tags: ['autodocs'],
  args: { onStepChange: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The stepper of `/steppers` (docs/requirements.md §2): four labelled steps — 建立物件, 業務資料, 業務目標, 資料收集 — editable and non-linear, so every step header is a button that opens its step; step 2 is selected at first. 上一步 and 下一步 move one step; they are disabled on the first and last step. docs/requirements.md §4 mentions steps 1 to 3 for the buttons; we let them reach all four labelled steps (decision recorded in the component docs). The current header carries `aria-current="step"`.',
    ),
  },
} satisfies Meta<typeof StepperDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'step');

/** Step 2 is selected at first; any header opens its step (non-linear), then back and forth. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(currentStep(canvasElement)).toHaveTextContent('業務資料');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('業務資料');
    await expect(canvas.getByText('第 2 步，共 4 步')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '資料收集' }));
    await expect(currentStep(canvasElement)).toHaveTextContent('資料收集');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '建立物件' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('建立物件');
    await expect(canvas.getByRole('button', { name: '上一步' })).toBeDisabled();
  },
};

/** 上一步 and 下一步 move one step at a time. */
export const PreviousAndNext: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '下一步' });
    const previous = canvas.getByRole('button', { name: '上一步' });
    await userEvent.click(next);
    await expect(currentStep(canvasElement)).toHaveTextContent('業務目標');
    await userEvent.click(next);
    await expect(currentStep(canvasElement)).toHaveTextContent('資料收集');
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(currentStep(canvasElement)).toHaveTextContent('建立物件');
    await expect(previous).toBeDisabled();
    await expect(args.onStepChange).toHaveBeenCalledTimes(5);
  },
};

/** The four step labels, in order. */
export const Labels: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '步驟' });
    // Step 1 is done (a check mark instead of its number); the others show their number.
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['建立物件', '2業務資料', '3業務目標', '4資料收集']);
  },
};

/** Starting on the first step: 上一步 is disabled. */
export const FirstStep: Story = {
  args: { initialStep: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '上一步' })).toBeDisabled();
  },
};

/** On the last step: earlier steps show a check mark, 下一步 is disabled. */
export const LastStep: Story = {
  args: { initialStep: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '下一步' })).toBeDisabled();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
