import { useLocation } from 'react-router-dom';
import { SIGNIN_MESSAGES } from '@folio/rules';
import { AccountForm, LinkedProviders } from '@folio/ui';
import { FormPage } from '../../layout/frames';
import { useSession } from '../../session/SessionProvider';
import { leaveForProvider, signinReturnOf, signinStartRequest } from '../../session/signin';
import { useLinkedProviders, useSigninProviders, useStartLink, useUnlinkProvider } from './hooks';

/**
 * /account: the static profile form of docs/requirements.md §2 (it triggers no call) and, for a
 * member, their ways to log in (docs/requirements.md §2 "Sign-in with an identity provider"): the
 * linked identity providers, each removable but the last way in, and a link button for each
 * offered one not linked yet. A link comes back here through /callback, which says so.
 */
export default function AccountPage() {
  const { user } = useSession();
  const { pathname, state } = useLocation();
  const member = user !== null;
  const linked = useLinkedProviders(member);
  const providers = useSigninProviders();
  const startLink = useStartLink();
  const unlink = useUnlinkProvider();

  const onLink = async (id: string) =>
    leaveForProvider(
      await startLink(id, signinStartRequest(window.location.origin, pathname), pathname),
    );

  // The server refuses the last way in (409) and a provider not linked (404) with its message.
  const onUnlink = async (id: string) => {
    const result = await unlink(id);
    return result.ok ? undefined : { error: result.message ?? SIGNIN_MESSAGES.unlinkFailed };
  };

  return (
    <FormPage>
      <AccountForm initialValues={user ? { nickname: user.name, email: user.email } : undefined} />
      {member && (
        <LinkedProviders
          linked={linked.data?.data}
          hasPassword={linked.data?.has_password ?? true}
          providers={providers.data?.data}
          onLink={onLink}
          onUnlink={onUnlink}
          notice={signinReturnOf(state)?.purpose === 'link' ? SIGNIN_MESSAGES.linked : ''}
        />
      )}
    </FormPage>
  );
}
