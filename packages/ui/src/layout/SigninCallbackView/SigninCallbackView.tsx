import { SIGNIN_MESSAGES } from '@folio/rules';
import { ArrowLeftIcon } from '../../primitives/icons';
import { Spinner } from '../../primitives/Spinner';
import {
  StyledBack,
  StyledCard,
  StyledError,
  StyledSigninCallbackView,
} from './SigninCallbackView.styles';

interface SigninCallbackViewProps {
  /** Why the sign-in failed; undefined while the server finishes it. */
  error?: string;
  /** Where the way back goes after a failure (the login screen the visitor came from). */
  backTo: string;
  /** The words of the way back. @default '回到登入頁' */
  backLabel?: string;
}

/**
 * /callback (docs/requirements.md §2 "Sign-in with an identity provider"): where the provider
 * sends the visitor back. While the server finishes the sign-in it says so; a failure shows its
 * message (docs/requirements.md §8) and a way back. On success the app leaves at once.
 */
export function SigninCallbackView({
  error,
  backTo,
  backLabel = '回到登入頁',
}: SigninCallbackViewProps) {
  return (
    <StyledSigninCallbackView data-folio="signin-callback-view" aria-busy={!error}>
      <StyledCard>
        {error ? (
          <>
            <h1>無法完成登入</h1>
            <StyledError role="alert">{error}</StyledError>
            <StyledBack to={backTo}>
              <ArrowLeftIcon />
              {backLabel}
            </StyledBack>
          </>
        ) : (
          <>
            <h1>登入</h1>
            <Spinner size={32} label="" />
            <p role="status">{SIGNIN_MESSAGES.finishing}</p>
          </>
        )}
      </StyledCard>
    </StyledSigninCallbackView>
  );
}
