import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGNIN_MESSAGES } from '@folio/rules';
import type { SigninStartResult } from '../SigninButtons';
import { LinkedProviders, type LinkedProviderItem } from './LinkedProviders';
import { padded, playedDocs, clickShowsAlert } from '../../storyParts';

const line: LinkedProviderItem = { provider: 'line', name: 'LINE', email: 'meiling@example.com' };
const google: LinkedProviderItem = {
  provider: 'google',
  name: 'Google',
  email: 'meiling@gmail.example',
};
const offered = [
  { id: 'line', name: 'LINE' },
  { id: 'google', name: 'Google' },
];

const meta = {
  title: 'Forms/LinkedProviders',
  component: LinkedProviders,
  tags: ['autodocs'],
  args: {
    linked: [line],
    hasPassword: true,
    providers: offered,
    onLink: fn(async (): Promise<SigninStartResult> => undefined),
    onUnlink: fn(async (): Promise<SigninStartResult> => undefined),
  },
  decorators: [padded(640)],
  parameters: playedDocs(
    "The member's ways to log in on /account (docs/requirements.md §2 \"Sign-in with an identity provider\"): e-mail and password (or how to set one through 忘記密碼's mail), each linked provider with a remove button, and a button to link each offered provider not linked yet. `onLink(id)` starts a link (the browser leaves for the provider); `onUnlink(id)` removes one. The member's last way to log in cannot be removed: its button is off and says why (the server refuses it too, `409`).",
  ),
} satisfies Meta<typeof LinkedProviders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a password and LINE linked; Google can be linked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '登入方式' })).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'LINE' })).toHaveTextContent(
      line.email ?? '',
    );
    await expect(canvas.getByRole('button', { name: '移除' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '連結 Google' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '連結 LINE' })).toBeNull();
  },
};

/** Removing a link calls `onUnlink` with the provider and says it is done. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(args.onUnlink).toHaveBeenCalledWith('line'));
    await expect(canvas.getByRole('status')).toHaveTextContent(SIGNIN_MESSAGES.unlinked);
  },
};

/** Linking calls `onLink`; its button stays busy while the browser leaves for the provider. */
export const Link: Story = {
  args: { onLink: fn(() => new Promise<SigninStartResult>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '連結 Google' }));
    await waitFor(() => expect(args.onLink).toHaveBeenCalledWith('google'));
    await expect(canvas.getByRole('button', { name: '連結 Google' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '移除' })).toBeDisabled();
  },
};

/** A member a provider created: no password, one link, which cannot be removed. */
export const LastWayToLogIn: Story = {
  args: { hasPassword: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: '移除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(SIGNIN_MESSAGES.lastWay);
    await expect(canvas.getByRole('link', { name: '以 Email 設定密碼' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** With two providers and no password, either may go (the other stays). */
export const TwoProviders: Story = {
  args: { hasPassword: false, linked: [line, google] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button', { name: '移除' })) {
      await expect(button).toBeEnabled();
    }
    await expect(canvas.queryByRole('button', { name: /^連結/ })).toBeNull();
  },
};

/** Back from a link: the page passes what happened. */
export const Linked: Story = {
  args: { linked: [line, google], notice: SIGNIN_MESSAGES.linked },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      SIGNIN_MESSAGES.linked,
    );
  },
};

/** The server refused (the last way, removed meanwhile in another tab): its message shows. */
export const RemoveRefused: Story = {
  args: {
    onUnlink: fn(async (): Promise<SigninStartResult> => ({ error: SIGNIN_MESSAGES.lastWay })),
  },
  play: clickShowsAlert('移除', SIGNIN_MESSAGES.lastWay, { enabledAfter: true }),
};

/** A remove that gets no answer says so. */
export const RemoveNoAnswer: Story = {
  args: { onUnlink: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: clickShowsAlert('移除', SIGNIN_MESSAGES.unlinkFailed),
};

/** While the links load, only e-mail and password show. */
export const Loading: Story = {
  args: { linked: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '登入方式' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  args: {
    hasPassword: false,
    linked: [line, google],
    providers: [...offered, { id: 'dev', name: '開發用登入' }],
  },
  globals: { theme: 'dark' },
};
