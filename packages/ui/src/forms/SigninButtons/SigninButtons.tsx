import { SIGNIN_BUTTON_MESSAGES, signinLabel } from '@folio/rules';
import { useState } from 'react';
import { ProviderMark } from '../../primitives/ProviderMark';
import { Spinner } from '../../primitives/Spinner';
import {
  StyledButton,
  StyledError,
  StyledList,
  StyledSigninButtons,
  StyledTitle,
} from './SigninButtons.styles';

/** An identity provider the server offers (the contract's `SigninProvider`). */
export interface SigninProviderItem {
  id: string;
  name: string;
}

/** What `onStart` resolves with: nothing once the browser is on its way, or `{ error }` to show. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type SigninStartResult = { error: string } | undefined | void;

interface SigninButtonsProps {
  /** The providers the server offers; nothing is drawn while undefined (loading) or empty. */
  providers: readonly SigninProviderItem[] | undefined;
  /**
   * Starts a sign-in with the provider of this id. The button stays busy while it runs and, on
   * success, until the browser has left for the provider.
   */
  onStart: (id: string) => Promise<SigninStartResult>;
  /** The line above the buttons. @default '或使用其他帳號登入' */
  title?: string;
  className?: string;
}

/**
 * One button per identity provider beside the e-mail login (docs/requirements.md §2 "Sign-in with
 * an identity provider"): 使用 LINE 登入, 使用 Google 登入, each with the provider's mark. While
 * one starts, every button waits; a failure shows its message under them.
 */
export function SigninButtons({
  providers,
  onStart,
  title = '或使用其他帳號登入',
  className,
}: SigninButtonsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  if (!providers || providers.length === 0) return null;

  async function start(id: string) {
    setBusy(id);
    setError('');
    let result: SigninStartResult;
    try {
      result = await onStart(id);
    } catch {
      result = { error: SIGNIN_BUTTON_MESSAGES.startFailed };
    }
    // On success the page is leaving for the provider: the button stays busy until it has.
    if (result?.error) {
      setError(result.error);
      setBusy(null);
    }
  }

  return (
    <StyledSigninButtons className={className} data-folio="signin-buttons" aria-label={title}>
      <StyledTitle aria-hidden="true">{title}</StyledTitle>
      <StyledList>
        {providers.map((provider) => (
          <li key={provider.id}>
            <StyledButton
              type="button"
              disabled={busy !== null}
              aria-busy={busy === provider.id || undefined}
              onClick={() => void start(provider.id)}
            >
              {busy === provider.id ? (
                <Spinner size={20} label="" />
              ) : (
                <ProviderMark provider={provider.id} />
              )}
              {signinLabel(provider.id, provider.name)}
            </StyledButton>
          </li>
        ))}
      </StyledList>
      {error && <StyledError role="alert">{error}</StyledError>}
    </StyledSigninButtons>
  );
}
