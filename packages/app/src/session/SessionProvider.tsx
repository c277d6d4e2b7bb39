import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import type { User } from '@folio/api';
import { preloadAlertDialog, useAlert } from '../layout/AlertProvider';
import { session } from './session';

/** docs/requirements.md §9: the delay between the 401 alert and going to /login. */
const SESSION_EXPIRED_REDIRECT_MS = 1000;

interface SessionState {
  /** The logged-in member, or null. */
  user: User | null;
  /** Revokes the token on the server (best effort) and clears the session. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Keeps the logged-in user in React state, in step with the session (a login, a logout, a 401;
 * other tabs through the `storage` event), and handles a 401 anywhere: the alert
 * '驗證失效，請重新登入', then /login after one second.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => session.getUser());
  const navigate = useNavigate();
  const showAlert = useAlert({ ahead: false });
  // A 401 answering our own logout only means the token was already gone: no alert then.
  const signingOut = useRef(false);

  useEffect(() => {
    const sync = () => setUser(session.getUser());
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  useEffect(
    () =>
      session.subscribe((change) => {
        setUser(session.getUser());
        if (change !== 'expired' || signingOut.current) return;
        // The message and the dialog load now, not with the entry (./sessionExpired.ts,
        // ./alertDialog.ts); the second before /login counts from when the alert shows.
        // Should they fail to load (offline), the visitor still goes to /login.
        void Promise.all([import('./sessionExpired'), preloadAlertDialog()]).then(
          ([{ sessionExpiredMessage }]) => {
            void showAlert(sessionExpiredMessage);
            window.setTimeout(() => navigate(pathTo('login')), SESSION_EXPIRED_REDIRECT_MS);
          },
          () => navigate(pathTo('login')),
        );
      }),
    [navigate, showAlert],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      const { logout } = await import('../api');
      await logout();
    } catch (error) {
      // docs/requirements.md §7: the logout result is only logged; the session is cleared regardless.
      console.info('logout failed', error);
      session.clearSession();
    } finally {
      signingOut.current = false;
    }
  }, []);

  const value = useMemo(() => ({ user, signOut }), [user, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `const { user, signOut } = useSession()`. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
