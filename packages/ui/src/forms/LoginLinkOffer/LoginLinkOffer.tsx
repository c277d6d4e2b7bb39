import { LOGIN_LINK_MESSAGES } from '@folio/rules';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { StyledHint, StyledLoginLinkOffer, StyledStatus } from './LoginLinkOffer.styles';

/** What `onRequest` resolves with: the server's `message` once sent, or an `error` to show. */
export type LoginLinkRequestResult = { message: string } | { error: string };

interface LoginLinkOfferProps {
  /** The address the link goes to: the one the login form holds. */
  email: string;
  /** Asks the server for a sign-in link by mail (`POST /login-link`). */
  onRequest: (email: string) => Promise<LoginLinkRequestResult>;
  className?: string;
}

/**
 * 以電子郵件登入 (docs/adr/0011-secure-defaults-and-limits.md decision 13): offered under a login
 * form refused for too many attempts. Someone else's wrong passwords may have filled the
 * account's bucket; a one-time link mailed to the account's address lets the owner in without
 * the password. The button waits while the request runs; the answer (always the same sentence,
 * whether or not the address has an account) or the failure shows under it, announced.
 */
export function LoginLinkOffer({ email, onRequest, className }: LoginLinkOfferProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LoginLinkRequestResult | null>(null);

  async function request() {
    setBusy(true);
    setStatus(null);
    try {
      setStatus(await onRequest(email));
    } catch {
      setStatus({ error: LOGIN_LINK_MESSAGES.requestFailed });
    } finally {
      setBusy(false);
    }
  }

  const error = status !== null && 'error' in status;
  return (
    <StyledLoginLinkOffer className={className} aria-label={LOGIN_LINK_MESSAGES.offer}>
      <StyledHint>{LOGIN_LINK_MESSAGES.offerHint}</StyledHint>
      <Button variant="outline" fullWidth loading={busy} onClick={() => void request()}>
        {LOGIN_LINK_MESSAGES.offer}
      </Button>
      <StyledStatus role={error ? 'alert' : 'status'} $error={error}>
        {status === null ? '' : 'error' in status ? status.error : status.message}
      </StyledStatus>
    </StyledLoginLinkOffer>
  );
}
