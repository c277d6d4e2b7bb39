import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT_MESSAGES as M } from '@folio/rules';
import { ChatBox, type ChatBoxMessage } from '../ChatBox';
import { chatFrame, greeting, handedOff, joined, question, unknown } from '../common/storyData';
import { ChatInbox, type ChatInboxItem } from './ChatInbox';
import { playedDocs } from '../../storyParts';

const waiting: ChatInboxItem[] = [
  {
    id: 12,
    visitorName: '訪客 #5',
    status: 'waiting',
    agentName: null,
    preview: M.handedOff,
    time: '10:02',
    unread: true,
  },
  {
    id: 15,
    visitorName: '王小明',
    status: 'waiting',
    agentName: null,
    preview: '我想改寄送地址，訂單是昨天下的。',
    time: '10:05',
    unread: true,
  },
];
const held: ChatInboxItem = {
  id: 9,
  visitorName: '訪客 #3',
  status: 'agent',
  agentName: 'Admin',
  preview: '好的，謝謝你！',
  time: '09:41',
  unread: false,
};
const ended: ChatInboxItem = {
  id: 4,
  visitorName: '陳美玲',
  status: 'closed',
  agentName: 'Admin',
  preview: M.closedByAgent('Admin'),
  time: '昨天',
  unread: false,
};

const conversation: ChatBoxMessage[] = [greeting, question, unknown, handedOff];

/** The open conversation as the app passes it: the chat box on the administrator's side. */
const box = (status: 'waiting' | 'agent') => (
  <ChatBox
    viewer="agent"
    title="訪客 #5"
    status={status}
    agentName={status === 'agent' ? 'Admin' : null}
    messages={status === 'agent' ? [...conversation, joined] : conversation}
    readUpTo={45}
    onSend={fn()}
    onRetry={fn()}
    onTakeOver={fn()}
    onEnd={fn()}
  />
);

const meta = {
  title: 'Chat/ChatInbox',
  component: ChatInbox,
  tags: ['autodocs'],
  args: {
    filter: 'waiting',
    counts: { waiting: 2, mine: 1 },
    conversations: waiting,
    selectedId: 12,
    children: box('waiting'),
    onFilter: fn(),
    onSelect: fn(),
    onBack: fn(),
  },
  argTypes: { children: { control: false } },
  // The inbox fills its container: a desk's page, or a phone's (parameters.frame).
  decorators: [chatFrame({ width: 960, height: 560 })],
  parameters: playedDocs(
    "The administrators' inbox of the customer-service chat (docs/requirements.md §2 \"Customer-service chat\"): waiting conversations first (longest wait first), the viewer's, ended ones, or all, live; the open one beside the list, answered in a ChatBox on the administrator's side. Below 48rem of its own width it shows one pane at a time.",
  ),
} satisfies Meta<typeof ChatInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop as a control. */
export const Playground: Story = {};

/** Waiting conversations, none open yet; choosing one opens it, a tab changes the list. */
export const Waiting: Story = {
  args: { selectedId: null, children: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(M.inboxPick)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${M.filterLabels.waiting} (2)` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /王小明/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(15);
    await userEvent.click(canvas.getByRole('button', { name: `${M.filterLabels.mine} (1)` }));
    await expect(args.onFilter).toHaveBeenCalledWith('mine');
  },
};

/** A waiting conversation open: 接手對話 takes it over (the composer appears once taken). */
export const WaitingOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /訪客 #5/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: M.takeOver })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: M.placeholder })).toBeNull();
  },
};

/** The administrator's own conversation: they answer and may end it. */
export const Mine: Story = {
  args: {
    filter: 'mine',
    conversations: [{ ...held, id: 12, visitorName: '訪客 #5' }],
    children: box('agent'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In the list and in the open conversation's header.
    await expect(canvas.getAllByText(M.heldBy('Admin'))).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: M.placeholder })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.endChat })).toBeVisible();
  },
};

/** Ended conversations. */
export const Closed: Story = {
  args: { filter: 'closed', conversations: [ended], selectedId: null, children: null },
};

/** Every conversation, whatever its state. */
export const All: Story = {
  args: { filter: 'all', conversations: [...waiting, held, ended], selectedId: null },
};

/** Nothing in this list. */
export const Empty: Story = {
  args: { conversations: [], counts: { waiting: 0, mine: 0 }, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(M.inboxEmpty)).toBeVisible();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  args: { conversations: null, counts: null, selectedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(M.inboxLoading);
  },
};

/** The list could not be read (a member who is not an administrator gets this message). */
export const LoadError: Story = {
  args: { conversations: null, counts: null, selectedId: null, error: M.adminOnly },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(M.adminOnly);
  },
};

/** On a phone: the list alone. */
export const PhoneList: Story = {
  args: { selectedId: null },
  parameters: { frame: { width: 360, height: 560 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(M.inboxPick)).not.toBeVisible();
  },
};

/** On a phone: the open conversation alone, with a way back to the list. */
export const PhoneConversation: Story = {
  parameters: { frame: { width: 360, height: 560 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The list is hidden (display: none): out of the accessibility tree too.
    await expect(canvas.queryByRole('heading', { name: M.inboxTitle })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: M.backToInbox }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
