import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { pathTo } from '@folio/rules';
import { serverMessages, Spinner } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useVerifyEmail } from './hooks';

const messages = serverMessages.emailVerify;

const StyledStatus = styled.section`
  flex: 1;
  display: grid;
  place-items: center;
  gap: 12px;
  padding: 64px 16px;
  text-align: center;
  color: ${({ theme }) => theme.palette.textMuted};
`;

/**
 * /email-verify?id=&hash=&expires=&signature=: verifies the link from the e-mail. No form, only
 * the alert: '連結資訊不完整' when a part is missing, then success or failure, and /login on success.
 */
export default function EmailVerifyPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const verifyEmail = useVerifyEmail();
  const [id, hash, expires, signature] = ['id', 'hash', 'expires', 'signature'].map((k) =>
    params.get(k),
  );
  const complete = Boolean(id && hash && expires && signature);
  const [result, setResult] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    if (!complete) {
      void showAlert(messages.incompleteLink);
      return;
    }
    const verify = async () => {
      const verified = await verifyEmail({
        id: Number(id),
        hash: hash ?? '',
        expires: Number(expires),
        signature: signature ?? '',
      });
      if (verified.ok) {
        setResult(messages.success);
        await showAlert(messages.success);
        navigate(pathTo('login'));
        return;
      }
      // Any failure, a network failure or time-out included: the failure message.
      setResult(messages.failure);
      void showAlert(messages.failure);
    };
    void verify();
  }, [complete, id, hash, expires, signature, navigate, showAlert, verifyEmail]);

  const status = !complete ? messages.incompleteLink : (result ?? '正在驗證您的 Email…');
  const busy = complete && result === null;
  return (
    <StyledStatus aria-live="polite" aria-busy={busy}>
      <div>
        {busy && <Spinner size={32} label="" />}
        <h1>Email 驗證</h1>
        <p>{status}</p>
        {(!complete || result === messages.failure) && (
          // The next step after a broken or expired link: a new one, or logging in.
          <p>
            <Link to={pathTo('resendVerification')}>重新寄送驗證信</Link>
            {' ・ '}
            <Link to={pathTo('loginMember')}>登入</Link>
          </p>
        )}
      </div>
    </StyledStatus>
  );
}
