import { SIGNIN_MESSAGES, pathTo } from '@folio/rules';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../primitives/Button';
import { ProviderMark } from '../../primitives/ProviderMark';
import type { SigninProviderItem, SigninStartResult } from '../SigninButtons';
import {
  StyledHint,
  StyledLinkedProviders,
  StyledMessage,
  StyledName,
  StyledOffers,
  StyledRow,
  StyledRows,
} from './LinkedProviders.styles';

/** A provider linked to the member (the contract's `LinkedProvider`). */
export interface LinkedProviderItem {
  provider: string;
  name: string;
  /** The e-mail the provider gave when it was linked. */
  email: string | null;
}

interface LinkedProvidersProps {
  /** The member's linked providers, oldest first; undefined while loading. */
  linked: readonly LinkedProviderItem[] | undefined;
  /** Whether the member can also log in with e-mail and password. */
  hasPassword: boolean;
  /** The providers the server offers: those not linked get a link button. @default [] */
  providers?: readonly SigninProviderItem[];
  /** Starts linking a provider (the browser leaves for it): nothing, or `{ error }` to show. */
  onLink: (id: string) => Promise<SigninStartResult>;
  /** Removes a link: nothing on success, or `{ error }` to show. */
  onUnlink: (id: string) => Promise<SigninStartResult>;
  /** Where a member without a password sets one (忘記密碼's mail). @default pathTo('forgotPassword') */
  setPasswordTo?: string;
  /** A line to show first (已連結登入方式 after a link came back). */
  notice?: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The account page's ways to log in (docs/requirements.md §2 "Sign-in with an identity provider"):
 * e-mail and password when the member has one (else how to set one), each linked provider with a
 * remove button, and a link button for each offered provider not linked yet. The last way to log
 * in cannot be removed: its button is off and says why.
 */
export function LinkedProviders({
  linked,
  hasPassword,
  providers = [],
  onLink,
  onUnlink,
  setPasswordTo = pathTo('forgotPassword'),
  notice = '',
  headingLevel = 2,
  className,
}: LinkedProvidersProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const offers = providers.filter((p) => !linked?.some((l) => l.provider === p.id));
  const lastWay = !hasPassword && linked?.length === 1;

  async function act(id: string, action: typeof onLink, fallback: string, success = '') {
    setBusy(id);
    setError('');
    setDone('');
    let result: SigninStartResult;
    try {
      result = await action(id);
    } catch {
      result = { error: fallback };
    }
    if (result?.error) setError(result.error);
    else setDone(success);
    // After a link the page is leaving for the provider: its button stays busy until it has.
    if (result?.error || success) setBusy(null);
  }

  return (
    <StyledLinkedProviders
      className={className}
      data-folio="linked-providers"
      aria-busy={!linked}
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`}>登入方式</Heading>
      <StyledMessage role="status" $tone="success">
        {done || notice}
      </StyledMessage>
      <StyledRows>
        <StyledRow>
          <StyledName>
            <strong>Email 與密碼</strong>
            <span>{hasPassword ? '已設定密碼' : '尚未設定密碼'}</span>
          </StyledName>
          {!hasPassword && <Link to={setPasswordTo}>以 Email 設定密碼</Link>}
        </StyledRow>
        {linked?.map((item) => (
          <StyledRow key={item.provider} aria-label={item.name}>
            <ProviderMark provider={item.provider} />
            <StyledName>
              <strong>{item.name}</strong>
              {item.email && <span>{item.email}</span>}
            </StyledName>
            <Button
              variant="outline"
              size="small"
              loading={busy === item.provider}
              disabled={lastWay || (busy !== null && busy !== item.provider)}
              aria-describedby={lastWay ? `${id}-last` : undefined}
              onClick={() =>
                void act(
                  item.provider,
                  onUnlink,
                  SIGNIN_MESSAGES.unlinkFailed,
                  SIGNIN_MESSAGES.unlinked,
                )
              }
            >
              移除
            </Button>
          </StyledRow>
        ))}
      </StyledRows>
      {lastWay && <StyledHint id={`${id}-last`}>{SIGNIN_MESSAGES.lastWay}</StyledHint>}
      {linked && offers.length > 0 && (
        <StyledOffers>
          {offers.map((provider) => (
            <li key={provider.id}>
              <Button
                variant="outline"
                size="small"
                startIcon={<ProviderMark provider={provider.id} size={16} />}
                loading={busy === provider.id}
                disabled={busy !== null && busy !== provider.id}
                onClick={() => void act(provider.id, onLink, SIGNIN_MESSAGES.startFailed)}
              >
                連結 {provider.name}
              </Button>
            </li>
          ))}
        </StyledOffers>
      )}
      {error && (
        <StyledMessage role="alert" $tone="error">
          {error}
        </StyledMessage>
      )}
    </StyledLinkedProviders>
  );
}
