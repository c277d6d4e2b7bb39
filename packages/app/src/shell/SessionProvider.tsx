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
import type { LoginResponse, User } from '@folio/api';
import { useAlert } from './AlertProvider';
import { onUnauthorized, session } from './session';

/** docs/requirements.md §8 and §9: the message after a 401, and the delay before going to /login. */
export const SESSION_EXPIRED_MESSAGE = '驗證失效，請重新登入';
export const SESSION_EXPIRED_REDIRECT_MS = 1000;

export interface SessionState {
  /** The logged-in member, or null. */
  user: User | null;
  /** Stores the login answer (access_token and user). */
  signIn: (answer: Pick<LoginResponse, 'access_token' | 'user'>) => void;
  /** Revokes the token on the server (best effort) and clears the session. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Keeps the logged-in user in React state, in step with localStorage (also across tabs), and
 * handles a 401 anywhere: the alert '驗證失效，請重新登入', then /login after one second.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => session.getUser());
  const navigate = useNavigate();
  const showAlert = useAlert();
  // A 401 answering our own logout only means the token was already gone: no alert then.
  const signingOut = useRef(false);

  useEffect(() => {
    const sync = () => setUser(session.getUser());
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        setUser(null);
        if (signingOut.current) return;
        void showAlert(SESSION_EXPIRED_MESSAGE);
        window.setTimeout(() => navigate(pathTo('login')), SESSION_EXPIRED_REDIRECT_MS);
      }),
    [navigate, showAlert],
  );

  const signIn = useCallback<SessionState['signIn']>((answer) => {
    session.setSession(answer);
    setUser(session.getUser());
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      if (session.getToken()) {
        const { api } = await import('./api');
        await api.POST('/logout');
      }
    } catch (error) {
      // docs/requirements.md §7: the logout result is only logged; the local session is cleared regardless.
      console.info('logout call failed', error);
    } finally {
      signingOut.current = false;
    }
    session.clearSession();
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `const { user, signIn, signOut } = useSession()`. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
