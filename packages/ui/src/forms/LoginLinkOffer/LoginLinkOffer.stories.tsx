import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_LINK_MESSAGES } from '@folio/rules';
import { LoginLinkOffer, type LoginLinkRequestResult } from './LoginLinkOffer';
import { clickShowsAlert, playedDocs } from '../../storyParts';

const sent = (): Promise<LoginLinkRequestResult> =>
  Promise.resolve({ message: LOGIN_LINK_MESSAGES.sent });

const meta = {
  title: 'Forms/LoginLinkOffer',
  component: LoginLinkOffer,
  tags: ['autodocs'],
  args: { email: 'ming@example.com', onRequest: fn(sent) },
  parameters: {
    ...playedDocs(
      `${LOGIN_LINK_MESSAGES.offer} under a login refused with 429 (docs/adr/0011 decision 13): a one-time sign-in link mailed to the account's address, valid 15 minutes, that logs the owner in without the password while someone else's wrong passwords fill the account's bucket. The app passes the e-mail the form holds and \`POST /login-link\`.`,
    ),
  },
} satisfies Meta<typeof LoginLinkOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offered: the hint and the button. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LOGIN_LINK_MESSAGES.offerHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: LOGIN_LINK_MESSAGES.offer })).toBeEnabled();
  },
};

/** Asked: the form's e-mail is sent, and the server's sentence shows. */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LOGIN_LINK_MESSAGES.offer }));
    await waitFor(() => expect(args.onRequest).toHaveBeenCalledWith('ming@example.com'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(LOGIN_LINK_MESSAGES.sent);
  },
};

/** Refused (the recipient's links of the hour used up): the failure is an alert. */
export const Failed: Story = {
  args: {
    onRequest: fn(() => Promise.resolve({ error: '嘗試次數過多，請稍後再試' })),
  },
  play: clickShowsAlert(LOGIN_LINK_MESSAGES.offer, '嘗試次數過多，請稍後再試'),
};

/** In the dark theme, after asking. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Sent.play,
};
