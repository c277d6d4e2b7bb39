import type { Decorator } from '@storybook/react-vite';
import { CHAT_MESSAGES as M } from '@folio/rules';
import type { ChatBoxMessage } from '../ChatBox';

/**
 * What the chat stories share (ChatBox, ChatInbox): one visitor's conversation, message by
 * message, and the frame the chat fills.
 */

export const greeting: ChatBoxMessage = {
  id: 40,
  sender: 'assistant',
  authorName: M.assistantName,
  body: M.greeting,
  time: '10:00',
};
export const question: ChatBoxMessage = {
  id: 41,
  sender: 'visitor',
  authorName: '訪客 #5',
  body: '請問可以退貨嗎？',
  time: '10:01',
};
/** The assistant does not know (ChatBox's story adds the offer of a person). */
export const unknown: ChatBoxMessage = {
  id: 44,
  sender: 'assistant',
  authorName: M.assistantName,
  body: M.unknown,
  time: '10:02',
};
export const handedOff: ChatBoxMessage = {
  id: 45,
  sender: 'system',
  authorName: '系統',
  body: M.handedOff,
  time: '10:02',
};
export const joined: ChatBoxMessage = {
  id: 46,
  sender: 'system',
  authorName: '系統',
  body: M.agentJoined('Admin'),
  time: '10:03',
};

/**
 * The chat fills its container: a box of `size`, or a phone's (`parameters.frame`), with a thin
 * border so its edges show.
 */
export const chatFrame =
  (size: { width: number; height: number }): Decorator =>
  (Story, { parameters }) => {
    const frame = (parameters.frame as { width: number; height: number } | undefined) ?? size;
    return (
      <div style={{ ...frame, maxWidth: '100%', border: '1px solid #d5dae1' }}>
        <Story />
      </div>
    );
  };
