import { AccountForm } from '@folio/ui';
import { FormPage } from '../../layout/frames';
import { useSession } from '../../session/SessionProvider';

/** /account: the static profile form of docs/requirements.md §2 (it triggers no call). */
export default function AccountPage() {
  const { user } = useSession();
  return (
    <FormPage>
      <AccountForm initialValues={user ? { nickname: user.name, email: user.email } : undefined} />
    </FormPage>
  );
}
