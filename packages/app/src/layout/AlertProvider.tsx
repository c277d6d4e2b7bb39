import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { LoadBoundary } from '../routing/LoadBoundary';
import { lazy } from '../routing/screen';

/**
 * Not in the entry (./alertDialog.ts): every screen that can raise an alert loads it as it mounts
 * (useAlert), so it is there before it is needed, also when the network is gone by then.
 */
const AlertDialog = lazy(() => import('./alertDialog'));

/** Loads the alert's dialog ahead, for an alert that must show at once when raised. */
export const preloadAlertDialog = () => AlertDialog.preload();

interface PendingAlert {
  id: number;
  message: string;
  title?: string;
  resolve: () => void;
}

/** Shows the docs/requirements.md §8 alert; resolves when the user presses 確定. Alerts raised together queue up. */
type ShowAlert = (message: string, options?: { title?: string }) => Promise<void>;

const AlertContext = createContext<ShowAlert | null>(null);

let nextAlertId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingAlert[]>([]);
  const showAlert = useCallback<ShowAlert>(
    (message, options) =>
      new Promise<void>((resolve) => {
        setQueue((current) => [
          ...current,
          { id: nextAlertId++, message, title: options?.title, resolve },
        ]);
      }),
    [],
  );

  const current = queue[0];
  const confirm = () => {
    setQueue((pending) => pending.slice(1));
    current?.resolve();
  };

  return (
    <AlertContext.Provider value={showAlert}>
      {children}
      {current && (
        <LoadBoundary
          key={current.id}
          fallback={() => (
            // The dialog's file did not come (offline before any screen loaded it): the message
            // still shows, plainly, and 確定 goes on as the dialog's would.
            <p role="alert">
              {current.message}{' '}
              <button type="button" onClick={confirm}>
                確定
              </button>
            </p>
          )}
        >
          <Suspense fallback={null}>
            <AlertDialog open message={current.message} title={current.title} onConfirm={confirm} />
          </Suspense>
        </LoadBoundary>
      )}
    </AlertContext.Provider>
  );
}

/**
 * The alert service every screen uses: `await showAlert('活動建立完成')`. It loads the dialog as
 * the screen mounts; `{ ahead: false }` leaves that to the first alert (the site's frame, which
 * every visit draws and few alert from).
 */
export function useAlert({ ahead = true }: { ahead?: boolean } = {}): ShowAlert {
  const showAlert = useContext(AlertContext);
  useEffect(() => {
    if (ahead) void preloadAlertDialog();
  }, [ahead]);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}
