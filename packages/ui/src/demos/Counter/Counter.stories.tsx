import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { Counter, type CounterProps } from './Counter';
import { playedDocs } from '../../storyParts';

/** Holds the count in state, as the app does with local storage, and still reports to the args. */
function StatefulCounter(props: CounterProps) {
  const [count, setCount] = useState(props.count);
  return (
    <Counter
      {...props}
      count={count}
      onIncrement={() => {
        setCount((c) => c + 1);
        props.onIncrement();
      }}
      onDecrement={() => {
        setCount((c) => c - 1);
        props.onDecrement();
      }}
    />
  );
}

const meta = {
  title: 'Demos/Counter',
  component: Counter,
  tags: ['autodocs'],
  args: {
    count: 0,
    onIncrement: fn(),
    onDecrement: fn(),
    note: '數值存在瀏覽器中，兩個分頁會同步。',
  },
  parameters: {
    route: pathTo('counter'),
    ...playedDocs(
      'The counter of /counter and /counter-duplicate (docs/requirements.md §2): the count, its doubled value, 增加 and 減少. Controlled: the app keeps the count in local storage under the key `count` (hook `useStoredCount`) so both routes and other browser tabs share it.',
    ),
  },
} satisfies Meta<typeof Counter>;
export default meta;
type Story = StoryObj<typeof meta>;

const values = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    count: canvas.getByTestId('count'),
    doubled: canvas.getByTestId('doubled'),
  };
};

/** Controlled: the buttons only report; the parent decides the count. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await userEvent.click(canvas.getByRole('button', { name: '減少' }));
    await expect(args.onIncrement).toHaveBeenCalledTimes(1);
    await expect(args.onDecrement).toHaveBeenCalledTimes(1);
    await expect(values(canvasElement).count).toHaveTextContent('0');
  },
};

/** With a parent holding the count: increment and decrement, and the doubled value follows. */
export const Interactive: Story = {
  render: (args) => <StatefulCounter {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const increment = canvas.getByRole('button', { name: '增加' });
    await userEvent.click(increment);
    await userEvent.click(increment);
    await userEvent.click(increment);
    await expect(values(canvasElement).count).toHaveTextContent('3');
    await expect(values(canvasElement).doubled).toHaveTextContent('6');
    await userEvent.click(canvas.getByRole('button', { name: '減少' }));
    await expect(values(canvasElement).count).toHaveTextContent('2');
    await expect(values(canvasElement).doubled).toHaveTextContent('4');
    await expect(args.onIncrement).toHaveBeenCalledTimes(3);
    await expect(args.onDecrement).toHaveBeenCalledTimes(1);
  },
};

/** A stored count of 21 doubles to 42. */
export const Filled: Story = {
  args: { count: 21 },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement).count).toHaveTextContent('21');
    await expect(values(canvasElement).doubled).toHaveTextContent('42');
  },
};

/** The count may go below zero. */
export const Negative: Story = {
  args: { count: -4 },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement).doubled).toHaveTextContent('-8');
  },
};

/** In the dark theme. */
export const Dark: Story = { args: { count: 7 }, globals: { theme: 'dark' } };
