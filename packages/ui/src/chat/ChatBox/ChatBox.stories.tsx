import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT_MESSAGES as M } from '@folio/rules';
import {
  chatFrame,
  greeting,
  handedOff,
  joined,
  question,
  unknown as unknownPlain,
} from '../common/storyData';
import { ChatBox, type ChatBoxMessage } from './ChatBox';
import { playedDocs } from '../../storyParts';

const answer: ChatBoxMessage = {
  id: 42,
  sender: 'assistant',
  authorName: M.assistantName,
  body: '收到商品後 30 天內都可以申請退款。有問題也可以寄信到 support@example.com。',
  time: '10:01',
};
const unknown: ChatBoxMessage = { ...unknownPlain, suggestHandoff: true };
const agent: ChatBoxMessage = {
  id: 47,
  sender: 'agent',
  authorName: 'Admin',
  body: '您好，我來協助您辦理退貨，訂單明細在 https://folio.example/orders 可以看到。',
  time: '10:04',
};

const meta = {
  title: 'Chat/ChatBox',
  component: ChatBox,
  tags: ['autodocs'],
  args: {
    status: 'assistant',
    messages: [greeting, question, answer],
    onSend: fn(),
    onRetry: fn(),
    onTyping: fn(),
    onHandoff: fn(),
    onEnd: fn(),
    onRate: fn(async () => undefined),
    onNewChat: fn(),
  },
  // The box fills its container: a panel's size, or a phone's (parameters.frame).
  decorators: [chatFrame({ width: 420, height: 560 })],
  parameters: playedDocs(
    'The customer-service chat box (docs/requirements.md §2 "Customer-service chat", docs/adr/0032-live-chat.md): the assistant answers at once, a person takes over on request, both sides live. It fills its container: on a phone the page, on the shop\'s pages the launcher\'s panel. Text only; addresses become safe links.',
  ),
} satisfies Meta<typeof ChatBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control. */
export const Playground: Story = {};

/** A new conversation: the assistant's greeting; Enter sends, the field empties. */
export const Empty: Story = {
  args: { messages: [greeting] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: M.placeholder });
    await userEvent.type(field, '運費怎麼算{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('運費怎麼算');
    await expect(field).toHaveValue('');
  },
};

/** The visitor's question is on its way; the assistant's answer follows. */
export const AssistantAnswering: Story = {
  args: {
    messages: [greeting],
    pending: [{ clientId: 'c-1', body: '請問可以退貨嗎？', state: 'sending' }],
    typingName: M.assistantName,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.sending)).toBeVisible();
    await expect(canvas.getByText(M.typing(M.assistantName))).toBeVisible();
  },
};

/** The assistant does not know: it offers a person. */
export const AssistantDoesNotKnow: Story = {
  args: { messages: [greeting, question, answer, { ...question, id: 43 }, unknown] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [offer] = canvas.getAllByRole('button', { name: M.handoff });
    await userEvent.click(offer as HTMLElement);
    await expect(args.onHandoff).toHaveBeenCalled();
  },
};

/** Handed over: waiting for a person. */
export const WaitingForAgent: Story = {
  args: { status: 'waiting', messages: [greeting, question, answer, handedOff] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.waitingForAgent)).toBeVisible();
  },
};

/** A person answers: who it is, their typing, the link in their message. */
export const AgentAnswering: Story = {
  args: {
    status: 'agent',
    agentName: 'Admin',
    messages: [greeting, question, answer, handedOff, joined, agent],
    typingName: 'Admin',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.answeredBy('Admin'))).toBeVisible();
    const link = canvas.getByRole('link', { name: 'https://folio.example/orders' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

/** The other side has read the visitor's last message: 已讀 under it. */
export const Read: Story = {
  args: {
    status: 'agent',
    agentName: 'Admin',
    messages: [joined, agent, { ...question, id: 48, body: '好的，謝謝！' }],
    readUpTo: 48,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/已讀/)).toBeVisible();
  },
};

/** A message could not be sent: it stays with its text and 重試. */
export const SendFailed: Story = {
  args: { pending: [{ clientId: 'c-2', body: '還有一個問題', state: 'failed' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('還有一個問題')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith('c-2');
  },
};

/** The live channel dropped: it says so and reconnects by itself. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(M.reconnecting);
  },
};

/** The browser is offline. */
export const Offline: Story = {
  args: { connection: 'offline' },
};

/** The conversation could not load. */
export const LoadError: Story = {
  args: { status: null, messages: [], error: M.loadFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(M.loadFailed);
  },
};

/** Ended: the rating is asked for; a score is needed. */
export const ClosedWithRating: Story = {
  args: { status: 'closed', agentName: 'Admin', messages: [joined, agent] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.rateSubmit }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.scoreRequired);
    await userEvent.click(canvas.getByRole('button', { name: M.ratingLabel(5) }));
    await userEvent.click(canvas.getByRole('button', { name: M.rateSubmit }));
    await expect(args.onRate).toHaveBeenCalledWith(5, '');
  },
};

/** Rated: thanks, and a new conversation may start. */
export const Rated: Story = {
  args: { status: 'closed', rating: 5, messages: [joined, agent] },
};

/** At 320 px with the on-screen keyboard open (a short viewport): the composer stays in view. */
export const PhoneKeyboardOpen: Story = {
  parameters: { frame: { width: 320, height: 300 } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: M.placeholder });
    const box = canvasElement.querySelector('[data-folio="chat-box"]');
    await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      box?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
