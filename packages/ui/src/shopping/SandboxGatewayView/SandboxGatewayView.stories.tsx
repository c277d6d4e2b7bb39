import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHECKOUT_MESSAGES, SANDBOX_OUTCOME_LABELS } from '@folio/rules';
import { narrowFits, phoneFits } from '../narrowStory';
import type { CartChangeResult } from '../CartView';
import { sandboxSession } from '../checkoutStoryData';
import { SandboxGatewayView } from './SandboxGatewayView';
import { clickShowsAlert, playedDocs } from '../../storyParts';

const M = CHECKOUT_MESSAGES;

const meta = {
  title: 'Shopping/SandboxGatewayView',
  component: SandboxGatewayView,
  tags: ['autodocs'],
  args: {
    session: sandboxSession,
    onOutcome: fn(async (): CartChangeResult => undefined),
    onRetry: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      "The sandbox gateway's payment page at /shopping/changeweb?session= (docs/adr/appendices/0031-orders-and-gateways.md), shown without the site bar; 測試付款頁面 in every state.",
    ),
  },
} satisfies Meta<typeof SandboxGatewayView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open payment: the shop, the order, the items, the amount, until when, three buttons. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: M.sandboxTitle })).toBeVisible();
    await expect(canvas.getByText('F0000000123P1')).toBeVisible();
    await expect(canvas.getByText('NT$2,100')).toBeVisible();
    await expect(canvas.getByText('2026-11-27 10:32')).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: '商品' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

/** Each button reports its outcome. */
export const Outcomes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const outcome of ['paid', 'failed', 'cancelled'] as const) {
      await userEvent.click(canvas.getByRole('button', { name: SANDBOX_OUTCOME_LABELS[outcome] }));
      await expect(args.onOutcome).toHaveBeenLastCalledWith(outcome);
    }
  },
};

/** The session ended meanwhile: the server's 409. */
export const Refused: Story = {
  args: { onOutcome: fn(async (): CartChangeResult => M.sandboxSessionEnded) },
  play: clickShowsAlert(SANDBOX_OUTCOME_LABELS.paid, M.sandboxSessionEnded),
};

/** An ended session: 這筆付款已結束 and the way back, no buttons. */
export const Ended: Story = {
  args: { session: { ...sandboxSession, status: 'paid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.sandboxTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.sandboxSessionEnded);
    await expect(canvas.getByRole('link', { name: '回到商店' })).toHaveAttribute(
      'href',
      '/shopping/checkout/result?order=123',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No such session. */
export const NotFound: Story = {
  args: { session: undefined, errorMessage: M.sandboxSessionNotFound },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.sandboxTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.sandboxSessionNotFound);
  },
};

/** While the session loads. */
export const Loading: Story = { args: { session: undefined, loading: true } };

/** On a phone. */
export const Phone: Story = phoneFits();

/** 188 px wide (a phone zoomed in): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = narrowFits();

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
