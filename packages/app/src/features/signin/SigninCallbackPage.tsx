import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { SigninCallbackView } from '@folio/ui';
import { safeReturnPath } from '../../session/returnTo';
import { signinReturnState } from '../../session/signin';
import { backLabel, callbackQuery, failureMessage, finishOnce } from './callback';
import { useFinishSignin, useMergeCart } from './hooks';

/**
 * /callback (docs/requirements.md §2 "Sign-in with an identity provider"): the provider sends the
 * visitor back here. The server finishes the sign-in with what came back and this tab's binding;
 * a sign-in is then the session of an e-mail login (the API client stored it) and the app goes
 * where the visitor started, a link goes back to the account page. A failure shows the server's
 * words (failureMessage) with the way back to the screen that started it.
 */
export default function SigninCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const finishSignin = useFinishSignin();
  const mergeCart = useMergeCart();
  const [failure, setFailure] = useState<{ error: string; from: string }>();

  useEffect(() => {
    let shown = true;
    // Once per answer: a sign-in then joins the visitor's cart to the member's (nothing to join
    // after a link, mergeCart answers null without a token).
    const finish = async () => {
      const answer = await finishSignin(callbackQuery(new URLSearchParams(search)));
      if (answer.result.ok) await mergeCart();
      return answer;
    };
    void finishOnce(search, finish).then(({ result, from }) => {
      if (!shown) return;
      if (result.ok) {
        // Replace: Back must not open the used callback address again.
        navigate(safeReturnPath(result.data.return_to) ?? pathTo('home'), {
          replace: true,
          state: signinReturnState(result.data),
        });
        return;
      }
      setFailure({
        error: failureMessage(result),
        from: safeReturnPath(from) ?? pathTo('loginMember'),
      });
    });
    return () => {
      shown = false;
    };
  }, [search, finishSignin, mergeCart, navigate]);

  return (
    <SigninCallbackView
      error={failure?.error}
      backTo={failure?.from ?? pathTo('loginMember')}
      backLabel={failure && backLabel(failure.from)}
    />
  );
}
