import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGNIN_MESSAGES } from '@folio/rules';
import { SigninButtons, type SigninStartResult } from './SigninButtons';
import { padded, playedDocs, clickShowsAlert } from '../../storyParts';

const line = { id: 'line', name: 'LINE' };
const google = { id: 'google', name: 'Google' };
const dev = { id: 'dev', name: '開發用登入' };

/** A start that never ends: the browser would be on its way to the provider. */
const leaving = () => new Promise<SigninStartResult>(() => undefined);

const meta = {
  title: 'Forms/SigninButtons',
  component: SigninButtons,
  tags: ['autodocs'],
  args: {
    providers: [line, google],
    onStart: fn(async (): Promise<SigninStartResult> => undefined),
  },
  decorators: [padded(480)],
  parameters: playedDocs(
    'The identity providers beside the e-mail login (docs/requirements.md §2 "Sign-in with an identity provider"; docs/adr/0033-sign-in-with-an-identity-provider.md): one button a provider the server offers, worded by `signinLabel` of @folio/rules, with its `ProviderMark`. `onStart(id)` starts the sign-in (the app asks the server for the provider\'s address and sends the browser there); while it runs every button waits, and a failure shows its message under them. Nothing is drawn while `providers` is undefined or empty, so the login screen looks as before on a server without providers.',
  ),
} satisfies Meta<typeof SigninButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LINE and Google, as a server configured for both offers them. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '或使用其他帳號登入' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '使用 LINE 登入' }));
    await waitFor(() => expect(args.onStart).toHaveBeenCalledWith('line'));
    await expect(canvas.getByRole('button', { name: '使用 Google 登入' })).toBeDisabled();
  },
};

/** On a server listening on loopback, its development provider comes too. */
export const WithDevelopmentProvider: Story = {
  args: { providers: [line, google, dev] },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '使用 LINE 登入',
      '使用 Google 登入',
      '使用開發用帳號登入',
    ]);
  },
};

/** A provider the screens do not know is worded by the name the server gives. */
export const OtherProvider: Story = {
  args: { providers: [{ id: 'github', name: 'GitHub' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('使用 GitHub 登入');
  },
};

/** While the browser leaves for the provider, the chosen button is busy and the others wait. */
export const Starting: Story = {
  args: { onStart: fn(leaving) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '使用 Google 登入' }));
    const busy = await canvas.findByRole('button', { busy: true });
    await expect(busy).toHaveTextContent('使用 Google 登入');
    await expect(canvas.getByRole('button', { name: '使用 LINE 登入' })).toBeDisabled();
  },
};

/** The provider is down: its message shows under the buttons, which can be tried again. */
export const ProviderDown: Story = {
  args: {
    onStart: fn(async (): Promise<SigninStartResult> => ({ error: SIGNIN_MESSAGES.providerDown })),
  },
  play: clickShowsAlert('使用 LINE 登入', SIGNIN_MESSAGES.providerDown, { enabledAfter: true }),
};

/** A start that fails without an answer (network, time-out) says so. */
export const NoAnswer: Story = {
  args: { onStart: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: clickShowsAlert('使用 LINE 登入', SIGNIN_MESSAGES.startFailed),
};

/** A server without providers: nothing at all, the login screen is as before. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-folio="signin-buttons"]')).toBeNull();
  },
};

/** The dark theme: the marks keep the brands' colours on the dark surface. */
export const Dark: Story = {
  args: { providers: [line, google, dev] },
  globals: { theme: 'dark' },
};
