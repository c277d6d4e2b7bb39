import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SIGNIN_MESSAGES } from '@folio/rules';
import { SigninCallbackView } from './SigninCallbackView';

const meta = {
  title: 'Layout/SigninCallbackView',
  component: SigninCallbackView,
  tags: ['autodocs'],
  args: { backTo: '/login-new' },
  argTypes: {
    error: { control: 'select', options: [undefined, ...Object.values(SIGNIN_MESSAGES)] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '/callback, where the identity provider sends the visitor back (docs/requirements.md §2 "Sign-in with an identity provider"). While the server exchanges the code and checks the ID token it says 正在完成登入…; the app then goes where the sign-in started. A failure shows its message (docs/requirements.md §8) and a way back to the login screen.',
      },
    },
  },
} satisfies Meta<typeof SigninCallbackView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the server finishes the sign-in. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(SIGNIN_MESSAGES.finishing);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A callback address used before, forged or expired: the way back is to log in again. */
export const AttemptInvalid: Story = {
  args: { error: SIGNIN_MESSAGES.attemptInvalid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SIGNIN_MESSAGES.attemptInvalid);
    await expect(canvas.getByRole('link', { name: '回到登入頁' })).toHaveAttribute(
      'href',
      '/login-new',
    );
  },
};

/** Cancelled at the provider. */
export const Cancelled: Story = { args: { error: SIGNIN_MESSAGES.cancelled } };

/** The provider could not be reached. */
export const ProviderDown: Story = { args: { error: SIGNIN_MESSAGES.providerDown } };

/** A link from the account page that failed goes back there. */
export const LinkFailed: Story = {
  args: { error: SIGNIN_MESSAGES.identityTaken, backTo: '/account', backLabel: '回到個人資料' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '回到個人資料' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

/** The dark theme, with the longest message. */
export const Dark: Story = {
  args: { error: SIGNIN_MESSAGES.emailUnverifiedTaken },
  globals: { theme: 'dark' },
};
