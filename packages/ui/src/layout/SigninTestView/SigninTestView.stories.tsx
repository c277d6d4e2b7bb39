import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SIGNIN_MESSAGES } from '@folio/rules';
import type { SigninStartResult } from '../../forms/SigninButtons';
import { SigninTestView, type SigninTestResult } from './SigninTestView';
import { playedDocs } from '../../storyParts';

const providers = [
  { id: 'line', name: 'LINE' },
  { id: 'google', name: 'Google' },
  { id: 'dev', name: '開發用登入' },
];

/** A sign-in's result; every ID token here is issued (iat) and expires (exp) at the same instants. */
const signedIn = (
  provider: SigninTestResult['provider'],
  member: SigninTestResult['member'],
  claims: Omit<SigninTestResult['claims'], 'iat' | 'exp'>,
): SigninTestResult => ({
  provider,
  member,
  claims: { iat: 1795680000, exp: 1795683600, ...claims },
});

const result = signedIn(
  { id: 'dev', name: '開發用登入' },
  { name: '林美玲', email: 'meiling@example.com' },
  {
    iss: 'http://127.0.0.1:41234',
    aud: ['folio'],
    sub: 'meiling',
    auth_time: 1795679990,
    name: '林美玲',
    email: 'meiling@example.com',
    email_verified: true,
  },
);

const meta = {
  title: 'Layout/SigninTestView',
  component: SigninTestView,
  tags: ['autodocs'],
  args: { providers, onStart: fn(async (): Promise<SigninStartResult> => undefined) },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      '/test/idp-test (docs/requirements.md §2 "Sign-in with an identity provider"): the identity providers the server offers, a sign-in with any of them that comes back here, and what it brought: the member it signed in and the ID token\'s claims the server verified (issuer, audience, subject, times, e-mail). Never a token or a secret: the server does not answer them.',
    ),
  },
} satisfies Meta<typeof SigninTestView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a sign-in: the providers to try. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('身分提供者測試');
    await userEvent.click(canvas.getByRole('button', { name: '使用開發用帳號登入' }));
    await waitFor(() => expect(args.onStart).toHaveBeenCalledWith('dev'));
  },
};

/** Back from a sign-in: the member and the verified claims, times with their UTC reading. */
export const WithClaims: Story = {
  args: { result },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: '登入結果' });
    await expect(section).toHaveTextContent('以 開發用登入 登入為 林美玲（meiling@example.com）');
    await expect(section).toHaveTextContent('exp1795683600（2026-11-26T09:00:00Z）');
    await expect(section).toHaveTextContent('email_verifiedtrue');
    await expect(section).not.toHaveTextContent(/token|secret/i);
  },
};

/** A provider that says nothing of the e-mail (LINE): the claims it gave, no more. */
export const WithoutEmailVerified: Story = {
  args: {
    result: signedIn(
      { id: 'line', name: 'LINE' },
      { name: '陳志豪', email: 'zhihao@example.com' },
      {
        iss: 'https://access.line.me',
        aud: ['1234567890'],
        sub: 'U1234567890abcdef1234567890abcdef',
        name: '陳志豪',
        email: 'zhihao@example.com',
        picture: 'https://profile.line-scdn.net/0h1234567890',
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: '登入結果' });
    await expect(section).not.toHaveTextContent('email_verified');
    await expect(section).toHaveTextContent('picture');
  },
};

/** While the providers load. */
export const Loading: Story = { args: { providers: undefined } };

/** A server without providers says so. */
export const NoProviders: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('這台伺服器沒有設定身分提供者。')).toBeVisible();
  },
};

/** The providers could not be loaded. */
export const LoadFailed: Story = {
  args: { providers: undefined, loadError: SIGNIN_MESSAGES.providersFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('無法載入登入方式');
  },
};

/** The dark theme, with claims. */
export const Dark: Story = { args: { result }, globals: { theme: 'dark' } };
